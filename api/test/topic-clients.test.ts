import { TopicClients } from '../src/realtime/topic-clients';

test('streams are grouped by topic; removing the last one forgets the topic; lists are copies', () => {
  const clients = new TopicClients<string, { id: number }>();
  const a = { id: 1 };
  const b = { id: 2 };
  const c = { id: 3 };
  const dropA = clients.add('game-1', a);
  const dropB = clients.add('game-1', b);
  clients.add('game-2', c);
  expect(clients.size).toBe(3);
  expect(clients.topics()).toEqual(['game-1', 'game-2']);

  // Ending a stream while the topic is walked must not skip the others.
  const seen: number[] = [];
  for (const client of clients.of('game-1')) {
    seen.push(client.id);
    dropA();
  }
  expect(seen).toEqual([1, 2]);
  dropA();
  expect(clients.of('game-1')).toEqual([b]);
  dropB();
  expect(clients.has('game-1')).toBe(false);
  expect(clients.all()).toEqual([c]);
  clients.clear();
  expect(clients.size).toBe(0);
});
