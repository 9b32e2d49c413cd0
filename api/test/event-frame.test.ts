import { eventFrame } from '../src/realtime/event-stream';

describe('eventFrame: the bytes of one Server-Sent Event', () => {
  it('encodes a frozen message once: every stream writes the same buffer', () => {
    const message = Object.freeze({ version: 3, text: 'Ruth homers — 1927' });
    const frame = eventFrame('game', message);
    expect(Buffer.isBuffer(frame)).toBe(true);
    expect(frame.toString('utf8')).toBe(`event: game\ndata: ${JSON.stringify(message)}\n\n`);
    expect(eventFrame('game', message)).toBe(frame);
    // Under another event name it is that event's frame.
    expect(eventFrame('room', message).toString()).toBe(`event: room\ndata: ${JSON.stringify(message)}\n\n`);
  });

  it('frames a message that may still change anew on every send', () => {
    const message = { version: 1 };
    expect(eventFrame('game', message)).toBe('event: game\ndata: {"version":1}\n\n');
    message.version = 2;
    expect(eventFrame('game', message)).toBe('event: game\ndata: {"version":2}\n\n');
    expect(eventFrame('unread', null)).toBe('event: unread\ndata: null\n\n');
  });
});
