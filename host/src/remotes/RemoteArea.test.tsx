import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Link, MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ThemeRoot, createRemoteLifecycles, initI18n, setErrorReporter, type RemoteLifecycles } from '@bb/shared';
import { RemoteArea } from './RemoteArea';
import type { RemoteName } from '@bb/shared';

jest.mock('./load-remote-module', () => ({ loadRemoteLifecycles: jest.fn() }));
jest.mock('./remote-registry', () => ({ resetRemote: jest.fn() }));

beforeAll(() => initI18n('en'));
const reports: unknown[] = [];
beforeEach(() => {
  reports.length = 0;
  setErrorReporter({ report: (e) => reports.push(e) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

let counter = 0;
// Each test uses its own remote name, so error reports name the remote under test.
const uniqueRemote = (): RemoteName => `mfe_test${(counter += 1)}` as RemoteName;

/** What a remote's `./Area` exposes: its root component wrapped in single-spa lifecycles. */
const area = (remote: RemoteName, Component: ComponentType): Promise<RemoteLifecycles<never>> =>
  Promise.resolve(createRemoteLifecycles(Component, { name: remote }) as RemoteLifecycles<never>);

function renderArea(props: { remote: RemoteName; load: (r: RemoteName) => Promise<RemoteLifecycles<never>>; reset?: (r: RemoteName) => Promise<void> }) {
  return render(
    <MemoryRouter initialEntries={['/leaderboard']}>
      <ThemeRoot>
        <header>
          <button type="button">Open menu</button>
        </header>
        <RemoteArea {...props} reset={props.reset ?? (() => Promise.resolve())} />
      </ThemeRoot>
    </MemoryRouter>,
  );
}

test('mounts the remote area as a parcel once loaded', async () => {
  const remote = uniqueRemote();
  const load = jest.fn((r: RemoteName) => area(r, () => <h1>Leaderboard</h1>));
  renderArea({ remote, load });
  expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith(remote);
});

test('a remote that cannot load shows the panel in its area only; Retry resets the remote and recovers', async () => {
  const remote = uniqueRemote();
  let up = false;
  const load = jest.fn((r: RemoteName) => (up ? area(r, () => <h1>Back online</h1>) : Promise.reject(new Error('manifest 404'))));
  const reset = jest.fn(() => Promise.resolve());
  renderArea({ remote, load, reset });

  expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeEnabled();
  expect(screen.getByText('This section is unavailable')).toBeInTheDocument();
  expect(reset).toHaveBeenCalledWith(remote);

  up = true;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });
  expect(await screen.findByRole('heading', { name: 'Back online' })).toBeInTheDocument();
  expect(screen.queryByText('This section is unavailable')).not.toBeInTheDocument();
  expect(reset).toHaveBeenCalledTimes(2);
});

test('a remote component that throws is contained, reported, and Retry renders it again', async () => {
  const remote = uniqueRemote();
  let broken = true;
  function Flaky() {
    if (broken) throw new Error('boom');
    return <h1>Recovered</h1>;
  }
  renderArea({ remote, load: (r) => area(r, Flaky) });

  expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  expect(reports).toEqual([expect.objectContaining({ message: `${remote} crashed: boom`, method: 'RENDER' })]);
  expect(reports).toHaveLength(1);

  broken = false;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });
  expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
});

test('the parcel routes on the host history: host navigation updates it, its links move the host', async () => {
  const remote = uniqueRemote();
  function Area() {
    const { pathname } = useLocation();
    return (
      <>
        <h1>At {pathname}</h1>
        <Link to="/today">Today</Link>
      </>
    );
  }
  function HostPath() {
    const { pathname } = useLocation();
    const navigate = useNavigate();
    return (
      <>
        <output aria-label="host path">{pathname}</output>
        <button type="button" onClick={() => navigate('/game-of-the-day')}>Host nav</button>
      </>
    );
  }
  render(
    <MemoryRouter initialEntries={['/leaderboard']}>
      <ThemeRoot>
        <HostPath />
        <RemoteArea remote={remote} load={(r) => area(r, Area)} reset={() => Promise.resolve()} />
      </ThemeRoot>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'At /leaderboard' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Host nav' }));
  expect(await screen.findByRole('heading', { name: 'At /game-of-the-day' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('link', { name: 'Today' }));
  expect(await screen.findByRole('heading', { name: 'At /today' })).toBeInTheDocument();
  expect(screen.getByLabelText('host path')).toHaveTextContent('/today');
});

test('lifecycles that fail to mount show the panel and are reported; the page around keeps working', async () => {
  const remote = uniqueRemote();
  const broken: RemoteLifecycles<never> = {
    bootstrap: () => Promise.resolve(),
    mount: () => Promise.reject(new Error('no root')),
    unmount: () => Promise.resolve(),
  };
  renderArea({ remote, load: () => Promise.resolve(broken) });
  expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open menu' })).toBeEnabled();
  await waitFor(() => expect(reports).toEqual([expect.objectContaining({ message: `${remote} failed to mount: no root`, method: 'MOUNT' })]));
});
