import { Link } from 'react-router-dom';
import { TableScroll, type FavoriteTeam, paths } from '@bb/shared';
import { favoritesMessages } from './favorites-messages';
import type { Starred } from './favorites-store';
import { Muted, StarButton, Table } from './FavoritesTable';

export const teamName = (t: FavoriteTeam) => t.name ?? t.teamId;

export function TeamsTable({ teams, onToggle }: { teams: Array<Starred<FavoriteTeam>>; onToggle(team: Starred<FavoriteTeam>): void }) {
  const m = favoritesMessages.useT();
  return (
    <TableScroll label={m('teams')}>
      <Table>
      <thead>
        <tr>
          <th scope="col">{m('team')}</th>
          <th scope="col">{m('season')}</th>
          <th scope="col">{m('record')}</th>
          <th scope="col">{m('favorite')}</th>
        </tr>
      </thead>
      <tbody>
        {teams.map((t) => (
          <tr key={`${t.teamId}-${t.year}`} data-removed={!t.favorite}>
            <td>
              <Link to={paths.team(t.teamId, { year: t.year })}>{teamName(t)}</Link>
              {t.leagueId ? <Muted>{t.leagueId}</Muted> : null}
            </td>
            <td>{t.year}</td>
            <td>{t.wins !== null && t.losses !== null ? `${t.wins}-${t.losses}` : '-'}</td>
            <td>
              <StarButton on={t.favorite} busy={t.busy} label={m(t.favorite ? 'removeLabel' : 'addLabel', { name: teamName(t) })} onClick={() => onToggle(t)} />
            </td>
          </tr>
        ))}
      </tbody>
      </Table>
    </TableScroll>
  );
}
