import { H2H_MESSAGES, toast, type H2HInvitation } from '@bb/shared';
import { INVITATION_TOAST_MS, createInvitationToasts } from './invitation-toasts';

const ADA = { userId: 7, username: 'ada' };
const BABE = { userId: 3, username: 'babe' };
const invitation = (over: Partial<H2HInvitation> = {}): H2HInvitation => ({
  id: 'inv-1', gameId: 'g1', from: BABE, to: ADA, status: 'pending',
  away: { teamId: 'NYA', year: 1927, name: 'New York Yankees' }, home: { teamId: 'CIN', year: 1975, name: 'Cincinnati Reds' }, inviterSide: 'away',
  createdAt: '2026-11-22T06:00:00.000Z', expiresAt: '2026-11-22T06:15:00.000Z', serverNow: '2026-11-22T06:00:00.000Z', link: '/game/head-to-head/g1?invite=inv-1',
  ...over,
});

afterEach(() => toast.dismissAll());

test('the invited user gets an info toast that opens the invitation; logout takes it away', () => {
  const toasts = createInvitationToasts(7, { currentPath: () => '/dashboard' });
  toasts.show(invitation());
  expect(toast.getToasts()).toEqual([
    expect.objectContaining({
      type: 'info', message: H2H_MESSAGES.invitationReceived('babe'), duration: INVITATION_TOAST_MS,
      action: { label: 'Open', href: '/game/head-to-head/g1?invite=inv-1' },
    }),
  ]);
  toasts.clear();
  expect(toast.getToasts()).toEqual([]);
});

test('the inviter hears of a rejection once, unless he is on that game\'s waiting screen (which says it itself)', () => {
  const rejected = invitation({ status: 'rejected' });
  let path = '/game/head-to-head/g1';
  const toasts = createInvitationToasts('3', { currentPath: () => path });
  toasts.show(rejected);
  expect(toast.getToasts()).toEqual([]);
  path = '/game/head-to-head/g10';
  toasts.show(rejected);
  expect(toast.getToasts().map((t) => [t.type, t.message])).toEqual([['error', H2H_MESSAGES.rejected]]);
});

test('an accepted invitation away from the waiting screen says who joined, with the way to the game', () => {
  const bus = { info: jest.fn(), error: jest.fn(), dismiss: jest.fn() };
  const accepted = invitation({ status: 'accepted' });
  createInvitationToasts(3, { bus, currentPath: () => '/dashboard' }).show(accepted);
  expect(bus.info).toHaveBeenCalledWith(H2H_MESSAGES.joined('ada'), expect.objectContaining({ action: { label: 'Open', href: '/game/head-to-head/g1/play' } }));
  bus.info.mockClear();
  createInvitationToasts(3, { bus, currentPath: () => '/game/head-to-head/g1' }).show(accepted);
  expect(bus.info).not.toHaveBeenCalled();
});

test('news about other people\'s invitations, and answers told to the invitee, show nothing', () => {
  const bus = { info: jest.fn(), error: jest.fn(), dismiss: jest.fn() };
  const toasts = createInvitationToasts(99, { bus, currentPath: () => '/dashboard' });
  toasts.show(invitation());
  toasts.show(invitation({ status: 'rejected' }));
  createInvitationToasts(7, { bus, currentPath: () => '/dashboard' }).show(invitation({ status: 'withdrawn' }));
  createInvitationToasts(7, { bus, currentPath: () => '/dashboard' }).show(invitation({ status: 'rejected' }));
  expect(bus.info).not.toHaveBeenCalled();
  expect(bus.error).not.toHaveBeenCalled();
});
