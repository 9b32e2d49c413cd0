import type { FastifyReply, FastifyRequest } from 'fastify';
import { STREAM_RECONNECT_EVENT, type StreamReconnectEvent } from '@bb/contract';

/** One open Server-Sent Events response: named events, keep-alive pings, an end that runs the detach once. */
export interface EventStream {
  send(event: string, data: unknown): void;
  ping(): void;
  end(): void;
}

/** Frames of frozen messages, kept while the message lives. */
const frames = new WeakMap<object, { event: string; frame: Buffer }>();

const RESTARTING: StreamReconnectEvent = Object.freeze({ reason: 'restart' });

const frameOf = (event: string, data: unknown): string => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The bytes of one event on the wire. One message for many streams (the same view for 5,000 spectators of a game) is
 * serialised and encoded once, and every stream writes the same buffer (no copy per stream): a sender marks it
 * shareable by freezing it (`Object.freeze`: it will not change after this send).
 */
export function eventFrame(event: string, data: unknown): string | Buffer {
  if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return frameOf(event, data);
  let cached = frames.get(data);
  if (cached?.event !== event) frames.set(data, (cached = { event, frame: Buffer.from(frameOf(event, data)) }));
  return cached.frame;
}

/**
 * Takes over the response as a Server-Sent Events stream and attaches it (to a hub, a game topic): `attach` gets the
 * stream and returns its removal, which runs when the browser goes away or the server ends the stream. The one
 * place the headers, the framing and the close handling of every stream live.
 */
export async function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  attach: (stream: EventStream) => Promise<() => void>,
): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    connection: 'keep-alive',
    // nginx and friends would otherwise buffer the stream.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  let open = true;
  // Counted for the metrics (live_stream_connections) until the stream ends, whichever side ends it; a shutdown
  // tells it to reconnect (to another instance) before ending it.
  const socket = request.raw.socket;
  const farewell = () => {
    stream.send(STREAM_RECONNECT_EVENT, RESTARTING);
    // The server is closing: the connection goes with the stream (the browser reconnects with a new request anyway),
    // never left behind as an idle keep-alive connection the server would wait for.
    raw.once('finish', () => socket.destroySoon());
    stream.end();
  };
  const uncount = request.server.hasDecorator('liveStreams')
    ? request.server.liveStreams.opened(request.routeOptions.url ?? '(unmatched)', farewell)
    : () => undefined;
  let detachStream: () => void = () => undefined;
  const detach = () => {
    uncount();
    detachStream();
  };
  const write = (bytes: string | Buffer) => {
    if (open && !raw.writableEnded) raw.write(bytes);
  };
  const stream: EventStream = {
    send: (event, data) => write(eventFrame(event, data)),
    ping: () => write(': ping\n\n'),
    end: () => {
      if (!open) return;
      open = false;
      detach();
      raw.end();
    },
  };
  request.raw.on('close', () => {
    open = false;
    detach();
  });
  write(': connected\n\n');
  try {
    const remove = await attach(stream);
    if (open) detachStream = remove;
    else remove();
  } catch (error) {
    request.log.error(error);
    stream.end();
  }
}
