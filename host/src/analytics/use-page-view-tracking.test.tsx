import { render } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { fireEvent, screen } from '@testing-library/react';
import type { AnalyticsAdapter } from './analytics-adapter';
import { usePageViewTracking } from './use-page-view-tracking';

const adapter: AnalyticsAdapter = { track: jest.fn(), pageView: jest.fn() };
const stableAdapter = adapter;

function Probe() {
  usePageViewTracking(stableAdapter);
  return <Link to="/leaderboard?tab=Today">go</Link>;
}

test('a page_view on the first render and on every route change', () => {
  render(<MemoryRouter initialEntries={['/experiences/new']}><Probe /></MemoryRouter>);
  expect(adapter.pageView).toHaveBeenCalledTimes(1);
  expect(adapter.pageView).toHaveBeenLastCalledWith('/experiences/new', expect.any(String));
  fireEvent.click(screen.getByText('go'));
  expect(adapter.pageView).toHaveBeenCalledTimes(2);
  expect(adapter.pageView).toHaveBeenLastCalledWith('/leaderboard?tab=Today', expect.any(String));
});
