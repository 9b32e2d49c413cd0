import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, notifyError, toast, useApiQuery, useTicketedStream, type DraftChatMessage, type DraftErrorBody, type DraftRoom, type DraftStreamMessage } from '@bb/shared';
import { isNewer } from './room-model';
import { draftKeys, draftsApi } from '../league-core';

export interface DraftRoomState {
  room: DraftRoom | null;
  error: unknown;
  chat: DraftChatMessage[];
  /** A pick request is on its way (the Draft button waits). */
  picking: boolean;
  /** A commissioner action or a queue save is on its way. */
  busy: boolean;
  reload: () => void;
  pick: (cardId: string) => Promise<void>;
  saveQueue: (cardIds: string[]) => Promise<void>;
  /** A room the viewer's own request answered (join, reschedule). */
  applyOwn: (room: DraftRoom) => void;
  command: (run: () => Promise<DraftRoom>, done?: string) => Promise<boolean>;
  say: (text: string) => Promise<boolean>;
}

/** The room a 409 (or any refusal) carries, so the screen resyncs without another request. */
const roomOf = (error: unknown): DraftRoom | undefined => (isApiError(error) ? (error.data as DraftErrorBody | undefined)?.room : undefined);

const addMessages = (list: DraftChatMessage[], more: DraftChatMessage[]) => {
  const seen = new Set(list.map((m) => m.id));
  const fresh = more.filter((m) => !seen.has(m.id));
  return fresh.length ? [...list, ...fresh].sort((a, b) => a.id - b.id) : list;
};

/**
 * The live draft room: the room as the server last said it (rooms applied only with a higher version; the viewer's own
 * answers also at the same version), its stream, the chat, and the viewer's commands. A pick is one request carrying the
 * pick number; a second click while it travels does nothing, and a refusal's room is applied before the toast.
 */
export function useDraftRoom(leagueId: string): DraftRoomState {
  const [room, setRoom] = useState<DraftRoom | null>(null);
  const [chat, setChat] = useState<DraftChatMessage[]>([]);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const roomRef = useRef<DraftRoom | null>(null);
  const chatRef = useRef<DraftChatMessage[]>([]);
  chatRef.current = chat;
  roomRef.current = room;

  const apply = useCallback((next: DraftRoom, own: boolean) => {
    setRoom((prev) => (isNewer(prev, next, own) ? next : prev));
  }, []);
  const applyOwn = useCallback((next: DraftRoom) => apply(next, true), [apply]);

  const loadChat = useCallback(() => {
    const last = chatRef.current.at(-1)?.id;
    // Spectators may not read the chat (403): the panel says so, no toast.
    draftsApi.chat(leagueId, last).then((answer) => setChat((list) => addMessages(list, answer.messages)), () => undefined);
  }, [leagueId]);

  // Each answer (the first, a reload) is applied like the viewer's own; a failure is toasted and kept.
  const loaded = useApiQuery(draftKeys.room(leagueId), (signal) => draftsApi.room(leagueId, signal), { onError: notifyError });
  const { error, reload } = loaded;
  useEffect(() => {
    if (loaded.data) apply(loaded.data, true);
  }, [loaded.data, apply]);

  const hasRoom = room !== null && room.leagueId === Number(leagueId);
  useEffect(() => {
    if (hasRoom) loadChat();
  }, [hasRoom, loadChat]);

  useTicketedStream<DraftStreamMessage>(leagueId, {
    enabled: hasRoom,
    // A returning browser names the version it holds (the server sends the room as it is now either way).
    url: (ticket) => draftsApi.streamUrl(leagueId, ticket, roomRef.current?.version),
    events: draftsApi.streamEvents,
    onMessage: (message) => {
      if (message.type === 'room') apply(message.room, false);
      else if (message.type === 'chat') setChat((list) => addMessages(list, [message.message]));
    },
    onReconnect: () => {
      reload();
      loadChat();
    },
  });

  const pick = useCallback(
    async (cardId: string) => {
      const current = roomRef.current?.current;
      if (inFlight.current || !current) return;
      inFlight.current = true;
      setPicking(true);
      try {
        apply(await draftsApi.pick(leagueId, current.pick, cardId), true);
      } catch (failure) {
        const answer = roomOf(failure);
        if (answer) apply(answer, true);
        notifyError(failure);
      } finally {
        inFlight.current = false;
        setPicking(false);
      }
    },
    [leagueId, apply],
  );

  const command = useCallback(
    async (run: () => Promise<DraftRoom>, done?: string): Promise<boolean> => {
      setBusy(true);
      try {
        apply(await run(), true);
        if (done) toast.success(done);
        return true;
      } catch (failure) {
        const answer = roomOf(failure);
        if (answer) apply(answer, true);
        throw failure;
      } finally {
        setBusy(false);
      }
    },
    [apply],
  );

  const saveQueue = useCallback(
    async (cardIds: string[]) => {
      const before = roomRef.current;
      if (!before) return;
      // Shown at once; the server's answer (or the old queue on a refusal) follows.
      setRoom((r) => (r ? { ...r, queue: cardIds } : r));
      try {
        apply(await draftsApi.saveQueue(leagueId, cardIds), true);
      } catch (failure) {
        setRoom((r) => (r ? { ...r, queue: before.queue } : r));
        notifyError(failure);
      }
    },
    [leagueId, apply],
  );

  const say = useCallback(
    async (text: string) => {
      try {
        const message = await draftsApi.say(leagueId, text);
        setChat((list) => addMessages(list, [message]));
        return true;
      } catch (failure) {
        notifyError(failure);
        return false;
      }
    },
    [leagueId],
  );

  return { room: hasRoom ? room : null, error, chat, picking, busy, reload, pick, saveQueue, applyOwn, command, say };
}
