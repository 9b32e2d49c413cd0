import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authBus, type NotificationItem } from '@bb/shared';
import { mockApi, ok } from '@bb/shared/src/testing/api-mock';
import { renderAt, setupAccountTests, userRecord } from '../test/render';
import NotificationsPage from './NotificationsPage';
import { useNotifications } from './notifications-store';

setupAccountTests();
afterEach(() => act(() => useNotifications.setState({ items: [], pagination: null, unreadCount: 0, loading: false, error: false })));

const item = (id: number, over: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  type: 'general',
  title: `Title ${id}`,
  message: `Message ${id}`,
  createdAt: '2024-01-02T17:00:00.000Z',
  read: false,
  tournament: null,
  link: null,
  ...over,
});

const list = [
  item(1),
  item(2, { type: 'tournament', tournament: { leagueId: '12', name: 'Spring Classic' }, link: '/tournament/summary/12' }),
  item(3, { type: 'tournament', tournament: { leagueId: '12', name: 'Spring Classic' } }),
  item(4, { read: true }),
];

function api() {
  return mockApi({
    'GET notifications': ({ url }) =>
      url.searchParams.get('page') === '2'
        ? ok({ notifications: [item(5, { read: true })], pagination: { currentPage: 2, totalPages: 2, totalItems: 5, pageSize: 20 }, unreadCount: 3 })
        : ok({ notifications: list, pagination: { currentPage: 1, totalPages: 2, totalItems: 5, pageSize: 20 }, unreadCount: 3 }),
    'PUT notifications/1/read': () => ok({ unreadCount: 2 }),
    'PUT notifications/2/read': () => ok({ unreadCount: 2 }),
    'PUT notifications/tournament/12/read': () => ok({ unreadCount: 1 }),
    'PUT notifications/read': () => ok({ unreadCount: 0 }),
  });
}

const rowOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

async function open() {
  authBus.login(userRecord());
  const calls = api().calls;
  renderAt(<NotificationsPage />, '/notifications');
  await screen.findByRole('heading', { name: 'Title 1' });
  return calls;
}

test('lists notifications newest first with the unread count and the tournament name', async () => {
  await open();
  expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  expect(screen.getByText('3 unread')).toBeInTheDocument();
  expect(screen.getAllByTestId('notification')).toHaveLength(4);
  expect(rowOf('Title 2')).toHaveTextContent('Tournament: Spring Classic');
  expect(rowOf('Title 1')).toHaveTextContent('Tue, Jan 2, 2024, 12:00 PM (ET)');
  expect(within(rowOf('Title 4')).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
});

test('read marks one notification and takes the server count', async () => {
  const calls = await open();
  fireEvent.click(within(rowOf('Title 1')).getByRole('button', { name: 'Mark as read' }));
  await waitFor(() => expect(screen.getByText('2 unread')).toBeInTheDocument());
  expect(within(rowOf('Title 1')).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
  expect(calls.some((c) => c.method === 'PUT' && c.path === 'notifications/1/read')).toBe(true);
});

test('tournament read marks every notification of that league', async () => {
  await open();
  fireEvent.click(within(rowOf('Title 3')).getByRole('button', { name: 'Mark tournament as read' }));
  await waitFor(() => expect(screen.getByText('1 unread')).toBeInTheDocument());
  expect(within(rowOf('Title 2')).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
  expect(within(rowOf('Title 1')).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
});

test('Open marks it read and follows its link', async () => {
  await open();
  fireEvent.click(within(rowOf('Title 2')).getByRole('button', { name: 'Open' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/tournament/summary/12'));
});

test('mark all read, and Load more appends the next page', async () => {
  await open();
  fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('heading', { name: 'Title 5' })).toBeInTheDocument();
  expect(screen.getAllByTestId('notification')).toHaveLength(5);
  fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
  expect(screen.queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0);
});
