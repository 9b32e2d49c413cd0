import { H2H_MESSAGES } from '@bb/shared';
import { BOB, invitation, waitingInfo } from '../test/h2h-fixtures';
import { waitingNotices } from './waiting-notices';

const joinedBob = { ...BOB, connected: true, joined: true };

test('the first block says nothing; a rejection says the spec text once; a new invitation rejected says it again', () => {
  const pending = waitingInfo();
  const rejected = waitingInfo({ invitation: invitation({ status: 'rejected' }) });
  expect(waitingNotices(null, rejected)).toEqual([]);
  expect(waitingNotices(pending, rejected)).toEqual([{ type: 'error', message: H2H_MESSAGES.rejected }]);
  expect(waitingNotices(rejected, rejected)).toEqual([]);
  const second = invitation({ id: '44444444-4444-4444-8444-444444444444' });
  expect(waitingNotices(rejected, waitingInfo({ invitation: second }))).toEqual([]);
  expect(waitingNotices(waitingInfo({ invitation: second }), waitingInfo({ invitation: { ...second, status: 'rejected' } }))).toHaveLength(1);
});

test('a player joining is announced to the owner only, once', () => {
  const joined = waitingInfo({ players: { ...waitingInfo().players, home: joinedBob } });
  expect(waitingNotices(waitingInfo(), joined)).toEqual([{ type: 'info', message: H2H_MESSAGES.joined('bob') }]);
  expect(waitingNotices(joined, joined)).toEqual([]);
  expect(waitingNotices(waitingInfo({ isOwner: false }), { ...joined, isOwner: false })).toEqual([]);
});
