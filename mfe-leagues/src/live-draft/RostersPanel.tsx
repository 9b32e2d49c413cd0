import { useState } from 'react';
import styled from 'styled-components';
import type { DraftRoom } from '@bb/shared';
import { Notice } from '../league-core';
import { liveDraftMessages } from './messages';
import { rosterByPosition, teamLabel } from './room-model';
import { tokens } from '@bb/shared';

const Groups = styled.dl`
  margin: ${tokens.spacing.sm} 0 0;
  dt {
    font-weight: 700;
    margin-top: ${tokens.spacing.sm};
  }
  dd {
    margin: 0;
  }
`;

/** One team's roster by position (the viewer's team first); any team can be chosen. */
export function RostersPanel({ room }: { room: DraftRoom }) {
  const t = liveDraftMessages.useT();
  const [team, setTeam] = useState<number>(room.myTeam ?? room.teams[0]?.index ?? 0);
  const groups = rosterByPosition(room.picks, team);
  const count = groups.reduce((n, g) => n + g.picks.length, 0);
  return (
    <section aria-label={t('tabs.rosters')}>
      <label>
        {t('rosters.team')}{' '}
        <select value={team} onChange={(e) => setTeam(Number(e.target.value))}>
          {room.teams.map((x) => (
            <option key={x.index} value={x.index}>
              {teamLabel(room, x.index)} ({x.managerName})
            </option>
          ))}
        </select>
      </label>
      <p>{t('rosters.players', { count, max: room.maxPlayers })}</p>
      {groups.length === 0 ? (
        <Notice>{t('rosters.empty')}</Notice>
      ) : (
        <Groups data-testid="roster">
          {groups.map((g) => (
            <div key={g.position}>
              <dt>{g.position}</dt>
              {g.picks.map((p) => (
                <dd key={p.pick}>
                  {p.name} ({p.year}) · #{p.pick}
                </dd>
              ))}
            </div>
          ))}
        </Groups>
      )}
    </section>
  );
}
