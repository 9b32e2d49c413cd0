const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: (...args: unknown[]) => registerRemotes(...args) }));

type RegistryModule = typeof import('./remote-registry');

const SERVED = { mfe_gotd: '/remotes/mfe-gotd/mf-manifest.json' };
const INLINE = { mfe_gotd: '/remotes/mfe-gotd/mf-manifest.json', mfe_leagues: 'https://cdn.example/leagues/mf-manifest.json' };

/** The module afresh (it reads the registry once per page), with `inline` as the page's data block, if any. */
function freshModule(inline?: string): RegistryModule {
  document.head.innerHTML = inline === undefined ? '' : `<script id="remotes-registry" type="application/json">${inline}</script>`;
  let mod: RegistryModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<RegistryModule>('./remote-registry');
  });
  return mod as RegistryModule;
}

let fetchMock: jest.Mock;
beforeEach(() => {
  registerRemotes.mockReset();
  fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => SERVED }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

const registered = () => registerRemotes.mock.calls.map(([remotes]) => remotes as { name: string; entry: string }[]);

it('takes the registry the page arrived with and asks the server nothing', async () => {
  const { loadRegistry } = freshModule(JSON.stringify(INLINE));
  await expect(loadRegistry()).resolves.toEqual(INLINE);
  expect(fetchMock).not.toHaveBeenCalled();
  expect(registered()).toEqual([
    [
      { name: 'mfe_gotd', entry: 'http://localhost/remotes/mfe-gotd/mf-manifest.json' },
      { name: 'mfe_leagues', entry: 'https://cdn.example/leagues/mf-manifest.json' },
    ],
  ]);
  // Read once: a second call answers the same registry.
  await expect(loadRegistry()).resolves.toEqual(INLINE);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
});

it('fetches /remotes.json when the page has no registry (the cached shell, the dev server)', async () => {
  const { loadRegistry } = freshModule();
  await expect(loadRegistry()).resolves.toEqual(SERVED);
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
});

it.each([
  ['not JSON', '{"mfe_gotd":'],
  ['not a map of URLs', '{"mfe_gotd": 7}'],
  ['a list', '["/remotes/mfe-gotd/mf-manifest.json"]'],
])('fetches /remotes.json when the page\'s registry is %s', async (_what, inline) => {
  const { loadRegistry } = freshModule(inline);
  await expect(loadRegistry()).resolves.toEqual(SERVED);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("asks the server after a failed read, not the page's registry again", async () => {
  const { loadRegistry } = freshModule(JSON.stringify(INLINE));
  registerRemotes.mockImplementationOnce(() => {
    throw new Error('runtime refused');
  });
  await expect(loadRegistry()).rejects.toThrow('runtime refused');
  await expect(loadRegistry()).resolves.toEqual(SERVED);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('refuses a served registry that is not a map of names to URLs, and asks again on the next call', async () => {
  const { loadRegistry } = freshModule();
  fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: async () => ['nope'] });
  await expect(loadRegistry()).rejects.toThrow(/not a map/);
  fetchMock.mockResolvedValueOnce({ ok: false, status: 503, json: async () => ({}) });
  await expect(loadRegistry()).rejects.toThrow('remotes registry answered 503');
  await expect(loadRegistry()).resolves.toEqual(SERVED);
  expect(fetchMock).toHaveBeenCalledTimes(3);
});
