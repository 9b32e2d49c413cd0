import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { textLinkHitArea, type FavoritePlayer, tokens } from '@bb/shared';
import { fetchFavoritePlayerNames } from './profile-api';
import { profileMessages } from './profile-messages';

const Group = styled.div`
  & h3 {
    margin: 0 0 ${tokens.spacing.xs};
    font-size: ${tokens.fontSizes.md};
    color: ${tokens.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  & ul {
    margin: 0 0 ${tokens.spacing.md};
    padding-left: ${tokens.spacing.md};
  }
  & p {
    margin: 0 0 ${tokens.spacing.md};
    color: ${tokens.colors.textMuted};
  }
`;

const Manage = styled(Link)`
  color: ${tokens.colors.link};
  font-weight: 600;
  ${textLinkHitArea}
`;

const fullName = (p: FavoritePlayer) => `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || p.playerId;

function PlayerGroup({ title, players }: { title: string; players: FavoritePlayer[] | null }) {
  const m = profileMessages.useT();
  return (
    <Group>
      <h3>{title}</h3>
      {players && players.length > 0 ? (
        <ul>
          {players.map((p) => (
            <li key={`${p.playerId}-${p.position}-${p.customTeamId}`}>
              {fullName(p)}
              {p.year ? ` (${p.year})` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>{players ? m('noFavorites') : '…'}</p>
      )}
    </Group>
  );
}

/** Favorite players of the profile, batters and pitchers; they are edited on /favorites. */
export function FavoritePlayersSummary() {
  const m = profileMessages.useT();
  const [batters, setBatters] = useState<FavoritePlayer[] | null>(null);
  const [pitchers, setPitchers] = useState<FavoritePlayer[] | null>(null);
  useEffect(() => {
    let live = true;
    // A failed summary read leaves the lists empty: the /favorites page reports its own errors.
    fetchFavoritePlayerNames('B').then((p) => live && setBatters(p), () => live && setBatters([]));
    fetchFavoritePlayerNames('P').then((p) => live && setPitchers(p), () => live && setPitchers([]));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div>
      <PlayerGroup title={m('batters')} players={batters} />
      <PlayerGroup title={m('pitchers')} players={pitchers} />
      <Manage to="/favorites">{m('managePlayers')}</Manage>
    </div>
  );
}
