import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { ThemeRoot, initI18n, setErrorReporter } from '@bb/shared';
import { RemoteArea } from './RemoteArea';
import type { RemoteName } from '@bb/shared';

jest.mock('./load-remote-module', () => ({ loadRemoteComponent: jest.fn() }));
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
// Each test uses its own remote/exposed key: RemoteArea caches loaded areas per key.
const uniqueRemote = (): [RemoteName, string] => ['mfe_gotd', `Exposed${(counter += 1)}`];

function renderArea(props: { remote: RemoteName; exposed: string; load: (r: RemoteName, e: string) => Promise<ComponentType>; reset?: (r: RemoteName) => Promise<void> }) {
  return render(
    <ThemeRoot>
      <header>
        <button type="button">Open menu</button>
      </header>
      <RemoteArea {...props} reset={props.reset ?? (() => Promise.resolve())} />
    </ThemeRoot>,
  );
}

test('renders the remote component once loaded', async () => {
  const [remote, exposed] = uniqueRemote();
  const load = jest.fn(() => Promise.resolve((() => <h1>Leaderboard</h1>) as ComponentType));
  renderArea({ remote, exposed, load });
  expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith(remote, exposed);
});

test('a remote that cannot load shows the panel in its area only; Retry resets the remote and recovers', async () => {
  const [remote, exposed] = uniqueRemote();
  let up = false;
  const load = jest.fn(() => (up ? Promise.resolve((() => <h1>Back online</h1>) as ComponentType) : Promise.reject(new Error('manifest 404'))));
  const reset = jest.fn(() => Promise.resolve());
  renderArea({ remote, exposed, load, reset });

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
  const [remote, exposed] = uniqueRemote();
  let broken = true;
  function Flaky() {
    if (broken) throw new Error('boom');
    return <h1>Recovered</h1>;
  }
  renderArea({ remote, exposed, load: () => Promise.resolve(Flaky) });

  expect(await screen.findByText('This section is unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  expect(reports).toEqual([expect.objectContaining({ message: `${remote} crashed: boom`, method: 'RENDER' })]);

  broken = false;
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  });
  expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
});
