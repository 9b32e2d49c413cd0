import { OFFLINE_MESSAGE, applyUpdate, checkAndRegister, type ServiceWorkerDeps } from './register-service-worker';

function fakeRegistration(overrides: Partial<ServiceWorkerRegistration> = {}) {
  const target = new EventTarget();
  return Object.assign(target, { waiting: null, installing: null, unregister: jest.fn(async () => true), ...overrides }) as unknown as ServiceWorkerRegistration;
}

function fakeContainer(existing: ServiceWorkerRegistration | undefined, registered = fakeRegistration(), controller: object | null = null) {
  const target = new EventTarget();
  return Object.assign(target, {
    controller,
    getRegistration: jest.fn(async () => existing),
    register: jest.fn(async () => registered),
  }) as unknown as ServiceWorkerContainer & { register: jest.Mock; getRegistration: jest.Mock };
}

function deps(container: ServiceWorkerContainer | undefined, respond: () => Promise<Response>): ServiceWorkerDeps & { reload: jest.Mock; log: jest.Mock } {
  return { container, fetchFn: jest.fn(respond) as unknown as typeof fetch, reload: jest.fn(), log: jest.fn() };
}

const script = () => Promise.resolve(new Response('self.x=1', { status: 200, headers: { 'content-type': 'application/javascript; charset=UTF-8' } }));

test('a valid worker script is registered', async () => {
  const container = fakeContainer(undefined);
  const d = deps(container, script);
  await expect(checkAndRegister('/sw.js', {}, d)).resolves.toBe('registered');
  expect(container.register).toHaveBeenCalledWith('/sw.js');
  expect(d.fetchFn).toHaveBeenCalledWith('/sw.js', expect.objectContaining({ headers: { 'Service-Worker': 'script' } }));
  expect(d.reload).not.toHaveBeenCalled();
});

test('a missing worker file (404) unregisters the old worker and reloads', async () => {
  const existing = fakeRegistration();
  const container = fakeContainer(existing);
  const d = deps(container, async () => new Response('{"error":"Not found"}', { status: 404, headers: { 'content-type': 'application/json' } }));
  await expect(checkAndRegister('/sw.js', {}, d)).resolves.toBe('invalid');
  expect(existing.unregister).toHaveBeenCalled();
  expect(d.reload).toHaveBeenCalledTimes(1);
  expect(container.register).not.toHaveBeenCalled();
});

test('a worker URL answering with HTML (not a script) is treated like a missing one', async () => {
  const existing = fakeRegistration();
  const d = deps(fakeContainer(existing), async () => new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }));
  await expect(checkAndRegister('/sw.js', {}, d)).resolves.toBe('invalid');
  expect(existing.unregister).toHaveBeenCalled();
  expect(d.reload).toHaveBeenCalled();
});

test('an invalid worker with nothing registered does not reload (no reload loop)', async () => {
  const d = deps(fakeContainer(undefined), async () => new Response('', { status: 404 }));
  await expect(checkAndRegister('/sw.js', {}, d)).resolves.toBe('invalid');
  expect(d.reload).not.toHaveBeenCalled();
});

test('offline at check time is only logged', async () => {
  const container = fakeContainer(fakeRegistration());
  const d = deps(container, () => Promise.reject(new TypeError('Failed to fetch')));
  await expect(checkAndRegister('/sw.js', {}, d)).resolves.toBe('offline');
  expect(d.log).toHaveBeenCalledWith(OFFLINE_MESSAGE);
  expect(d.reload).not.toHaveBeenCalled();
  expect(container.register).not.toHaveBeenCalled();
});

test('no service worker support: nothing happens', async () => {
  const d = deps(undefined, script);
  await expect(checkAndRegister('/sw.js', {}, d)).resolves.toBe('unsupported');
  expect(d.fetchFn).not.toHaveBeenCalled();
});

test('a worker already waiting behind a controller reports an update', async () => {
  const waiting = { postMessage: jest.fn() };
  const registration = fakeRegistration({ waiting: waiting as unknown as ServiceWorker });
  const onUpdateReady = jest.fn();
  await checkAndRegister('/sw.js', { onUpdateReady }, deps(fakeContainer(undefined, registration, {}), script));
  expect(onUpdateReady).toHaveBeenCalledWith(registration);
});

test('a worker that finishes installing later reports an update; the first install does not', async () => {
  const installing = Object.assign(new EventTarget(), { state: 'installing' });
  const registration = fakeRegistration({ installing: installing as unknown as ServiceWorker });
  const onUpdateReady = jest.fn();
  await checkAndRegister('/sw.js', { onUpdateReady }, deps(fakeContainer(undefined, registration, {}), script));
  expect(onUpdateReady).not.toHaveBeenCalled();
  registration.dispatchEvent(new Event('updatefound'));
  Object.assign(installing, { state: 'installed' });
  Object.assign(registration, { waiting: installing });
  installing.dispatchEvent(new Event('statechange'));
  expect(onUpdateReady).toHaveBeenCalledTimes(1);

  const firstInstall = jest.fn();
  const reg2 = fakeRegistration({ waiting: {} as ServiceWorker });
  await checkAndRegister('/sw.js', { onUpdateReady: firstInstall }, deps(fakeContainer(undefined, reg2, null), script));
  expect(firstInstall).not.toHaveBeenCalled();
});

test('applying an update tells the waiting worker to skip waiting and reloads once it takes control', () => {
  const waiting = { postMessage: jest.fn() };
  const registration = fakeRegistration({ waiting: waiting as unknown as ServiceWorker });
  const container = fakeContainer(undefined);
  const d = deps(container, script);
  applyUpdate(registration, d);
  expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  expect(d.reload).not.toHaveBeenCalled();
  container.dispatchEvent(new Event('controllerchange'));
  container.dispatchEvent(new Event('controllerchange'));
  expect(d.reload).toHaveBeenCalledTimes(1);
});
