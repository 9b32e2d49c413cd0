import { useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Tabs, notifyError, type DraftPoolPage, type DraftPoolPlayer, type DraftRosterNeeds, type TabItem, tokens } from '@bb/shared';
import { ChatPanel } from './ChatPanel';
import { CommissionerControls } from './CommissionerControls';
import { DraftBoard } from './DraftBoard';
import { liveDraftMessages } from './messages';
import { PlayerCard } from './PlayerCard';
import { PoolPanel } from './PoolPanel';
import { QueuePanel } from './QueuePanel';
import { RoomHeader } from './RoomHeader';
import { RostersPanel } from './RostersPanel';
import type { DraftRoomState } from './use-draft-room';
import { usePlayerCache } from './use-player-cache';
import { useWide } from './use-wide';
import { draftsApi } from '../league-core';

type Section = 'pool' | 'queue' | 'board' | 'rosters' | 'chat';
const SECTIONS: Section[] = ['pool', 'queue', 'board', 'rosters', 'chat'];
type SideSection = Exclude<Section, 'pool' | 'board'>;
const SIDE: SideSection[] = ['queue', 'rosters', 'chat'];

/** 1280×800: pool and card | board | queue, rosters and chat. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(320px, 1.1fr) minmax(0, 1.6fr) minmax(260px, 0.9fr);
  gap: ${tokens.spacing.md};
  align-items: start;
  > * {
    min-width: 0;
  }
`;

/** The room once the draft has begun: header, commissioner controls, and the five sections as tabs or columns. */
export function DraftRoomView({ state }: { state: DraftRoomState & { room: NonNullable<DraftRoomState['room']> } }) {
  const t = liveDraftMessages.useT();
  const { room } = state;
  const wide = useWide();
  const [section, setSection] = useState<Section>('pool');
  const [side, setSide] = useState<SideSection>('queue');
  const [selected, setSelected] = useState<DraftPoolPlayer | null>(null);
  const { players, remember } = usePlayerCache(room.leagueId, room.queue);
  const [needs, setNeeds] = useState<DraftRosterNeeds | null>(null);
  const loaded = useCallback(
    (page: DraftPoolPage) => {
      remember(page.players);
      setNeeds(page.needs);
    },
    [remember],
  );

  const selectCard = useCallback(
    (cardId: string) => {
      const known = players.get(cardId);
      setSection('pool');
      if (known) return setSelected(known);
      draftsApi.player(room.leagueId, cardId).then((p) => {
        remember([p]);
        setSelected(p);
      }, notifyError);
    },
    [players, remember, room.leagueId],
  );
  const queueToggle = (cardId: string, add: boolean) =>
    void state.saveQueue(add ? [...room.queue.filter((id) => id !== cardId), cardId] : room.queue.filter((id) => id !== cardId));

  const pool = (
    <>
      {selected ? (
        <PlayerCard
          room={room}
          player={selected}
          needs={needs}
          picking={state.picking}
          onDraft={(cardId) => void state.pick(cardId)}
          onQueue={queueToggle}
          onClose={() => setSelected(null)}
        />
      ) : null}
      <PoolPanel room={room} onSelect={setSelected} onLoaded={loaded} />
    </>
  );
  const panels: Record<Section, ReactNode> = {
    pool,
    queue: <QueuePanel room={room} players={players} onSave={(ids) => void state.saveQueue(ids)} onSelect={selectCard} />,
    board: <DraftBoard room={room} />,
    rosters: <RostersPanel room={room} />,
    chat: <ChatPanel room={room} messages={state.chat} onSend={state.say} />,
  };
  const items = (keys: Section[]): Array<TabItem<Section>> => keys.map((key) => ({ key, label: t(`tabs.${key}`) }));

  return (
    <>
      <RoomHeader room={room} />
      <CommissionerControls room={room} command={state.command} busy={state.busy} />
      {wide ? (
        <Columns>
          <div>{panels.pool}</div>
          <div>{panels.board}</div>
          <div>
            <Tabs<Section> label={t('sections')} items={items(SIDE)} selected={side} onSelect={(k) => setSide(k as SideSection)}>
              {panels[side]}
            </Tabs>
          </div>
        </Columns>
      ) : (
        <Tabs<Section> label={t('sections')} items={items(SECTIONS)} selected={section} onSelect={setSection}>
          {panels[section]}
        </Tabs>
      )}
    </>
  );
}
