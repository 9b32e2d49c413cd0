import type { GameBoxScore, GameBoxTeam } from '@bb/shared';
import { gameUiMessages } from './game-ui-messages';
import { PlayerName } from './player-link';
import { StatGrid, TableScroll } from './tables';

function LineScore({ box }: { box: GameBoxScore }) {
  const t = gameUiMessages.useT();
  const innings = Math.max(9, box.away.lineScore.length, box.home.lineScore.length);
  const cells = (team: GameBoxTeam) =>
    Array.from({ length: innings }, (_, i) => <td key={i}>{i < team.lineScore.length ? team.lineScore[i] : ''}</td>);
  return (
    <TableScroll label={t('lineScore')}>
      <StatGrid aria-label={t('lineScore')}>
        <thead>
          <tr>
            <th scope="col">{t('team')}</th>
            {Array.from({ length: innings }, (_, i) => (
              <th key={i} scope="col">
                {i + 1}
              </th>
            ))}
            <th scope="col">{t('columns.r')}</th>
            <th scope="col">{t('columns.h')}</th>
            <th scope="col">{t('columns.e')}</th>
          </tr>
        </thead>
        <tbody>
          {[box.away, box.home].map((team) => (
            <tr key={team.name}>
              <th scope="row">{team.name}</th>
              {cells(team)}
              <td>
                <strong>{team.runs}</strong>
              </td>
              <td>{team.hits}</td>
              <td>{team.errors}</td>
            </tr>
          ))}
        </tbody>
      </StatGrid>
    </TableScroll>
  );
}

const BAT_COLUMNS = ['ab', 'r', 'h', 'd', 't', 'hr', 'rbi', 'bb', 'so', 'sb'] as const;
const PITCH_COLUMNS = ['ip', 'h', 'r', 'er', 'bb', 'so', 'hr'] as const;

function TeamLines({ team }: { team: GameBoxTeam }) {
  const t = gameUiMessages.useT();
  const total = (key: (typeof BAT_COLUMNS)[number]) => team.batting.reduce((sum, line) => sum + line[key], 0);
  return (
    <>
      <TableScroll label={`${team.name} · ${t('batting')}`}>
        <StatGrid>
          <caption>
            {team.name} · {t('batting')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('batting')}</th>
              {BAT_COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {t(`columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {team.batting.map((line) => (
              <tr key={line.cardId}>
                <td>
                  <PlayerName cardId={line.cardId} name={line.name} /> {line.position && <small>{line.position}</small>}
                </td>
                {BAT_COLUMNS.map((c) => (
                  <td key={c}>{line[c]}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{t('totals')}</th>
              {BAT_COLUMNS.map((c) => (
                <td key={c}>{total(c)}</td>
              ))}
            </tr>
          </tbody>
        </StatGrid>
      </TableScroll>
      <TableScroll label={`${team.name} · ${t('pitching')}`}>
        <StatGrid>
          <caption>
            {team.name} · {t('pitching')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('pitching')}</th>
              {PITCH_COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {t(`columns.${c}`)}
                </th>
              ))}
              <th scope="col">{t('columns.dec')}</th>
            </tr>
          </thead>
          <tbody>
            {team.pitching.map((line) => (
              <tr key={line.cardId}>
                <td>
                  <PlayerName cardId={line.cardId} name={line.name} />
                </td>
                {PITCH_COLUMNS.map((c) => (
                  <td key={c}>{line[c]}</td>
                ))}
                <td>{line.decision}</td>
              </tr>
            ))}
          </tbody>
        </StatGrid>
      </TableScroll>
    </>
  );
}

/** Line score, then each team's batting and pitching lines (names open the player modal). */
export function BoxScoreTable({ box }: { box: GameBoxScore }) {
  return (
    <div data-testid="box-score">
      <LineScore box={box} />
      <TeamLines team={box.away} />
      <TeamLines team={box.home} />
    </div>
  );
}
