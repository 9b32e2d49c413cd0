import { defineMessages } from '@bb/shared';

export const notificationsMessages = defineMessages('account.notifications', {
  title: 'Notifications',
  unread: '{{count}} unread',
  allRead: 'You are all caught up.',
  empty: 'No notifications yet.',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  markTournamentRead: 'Mark tournament as read',
  tournament: 'Tournament: {{name}}',
  open: 'Open',
  loadMore: 'Load more',
  loading: 'Loading...',
  new: 'New',
});
