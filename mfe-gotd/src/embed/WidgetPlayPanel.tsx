import styled from 'styled-components';
import { Button, Card, Spinner, media, type GotdGameView } from '@bb/shared';
import { dailyGameMessages } from '../daily-game/daily-game-messages';
import { ResultLine } from '../daily-game/ResultLine';
import type { PlayAction } from './use-widget-game';

const Panel = styled(Card)`
  display: grid;
  gap: ${(p) => p.theme.spacing.md};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Score = styled.table`
  width: 100%;
  border-collapse: collapse;
  font: 600 ${(p) => p.theme.fontSizes.md} ${(p) => p.theme.fonts.mono};
  th, td { padding: 4px 6px; text-align: center; border-bottom: 1px solid ${(p) => p.theme.colors.border}; }
  th:first-child, td:first-child { text-align: left; font-family: ${(p) => p.theme.fonts.body}; white-space: nowrap; }
  td.total { font-weight: 800; color: ${(p) => p.theme.colors.primary}; }
  thead th { color: ${(p) => p.theme.colors.textMuted}; font-size: ${(p) => p.theme.fontSizes.sm}; }
  td { color: ${(p) => p.theme.colors.text}; }
`;

const Situation = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.spacing.lg};
  color: ${(p) => p.theme.colors.text};
`;

const Diamond = styled.div`
  position: relative;
  width: 56px;
  height: 56px;
  span {
    position: absolute;
    width: 16px;
    height: 16px;
    transform: rotate(45deg);
    border: 2px solid ${(p) => p.theme.colors.textMuted};
    background: transparent;
  }
  span[data-on='true'] { background: ${(p) => p.theme.colors.primary}; border-color: ${(p) => p.theme.colors.primary}; }
  span:nth-child(1) { right: 2px; top: 20px; }
  span:nth-child(2) { left: 20px; top: 2px; }
  span:nth-child(3) { left: 2px; top: 20px; }
`;

const Dice = styled.div`
  display: flex;
  gap: ${(p) => p.theme.spacing.xs};
  align-items: center;
  span.die {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 32px;
    height: 32px;
    border-radius: ${(p) => p.theme.radii.sm};
    font: 700 ${(p) => p.theme.fontSizes.md} ${(p) => p.theme.fonts.mono};
    border: 2px solid ${(p) => p.theme.colors.border};
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surface};
  }
  span.die.red { border-color: ${(p) => p.theme.colors.primary}; color: ${(p) => p.theme.colors.primary}; }
  span.die.d20 { border-radius: 50%; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.spacing.sm};
  ${media.down('smMax')} {
    button { flex: 1 1 100%; }
  }
`;

const Plays = styled.ol`
  margin: 0;
  padding-left: ${(p) => p.theme.spacing.lg};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.md};
  li:first-child { font-weight: 600; }
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

function LineScore({ game }: { game: GotdGameView }) {
  const t = dailyGameMessages.useT();
  const innings = Math.max(9, game.lineScore.away.length, game.lineScore.home.length);
  const cells = (runs: number[]) => Array.from({ length: innings }, (_, i) => (i < runs.length ? String(runs[i]) : ''));
  const rows = [
    { name: `${game.away.year} ${game.away.teamId}`, runs: game.lineScore.away, total: game.score.away, hits: game.hits.away },
    { name: `${game.home.year} ${game.home.teamId}`, runs: game.lineScore.home, total: game.score.home, hits: game.hits.home },
  ];
  return (
    <Scroll>
      <Score aria-label={t('scoreboard')}>
        <thead>
          <tr>
            <th scope="col" />
            {Array.from({ length: innings }, (_, i) => (
              <th key={i} scope="col">
                {i + 1}
              </th>
            ))}
            <th scope="col">R</th>
            <th scope="col">H</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>{row.name}</td>
              {cells(row.runs).map((c, i) => (
                <td key={i}>{c}</td>
              ))}
              <td className="total">{row.total}</td>
              <td>{row.hits}</td>
            </tr>
          ))}
        </tbody>
      </Score>
    </Scroll>
  );
}

export interface WidgetPlayPanelProps {
  game: GotdGameView | null;
  failed: boolean;
  busy: boolean;
  onPlay: (action: PlayAction) => void;
  /** What to show after the final out (links to the board, back to the card). */
  after?: React.ReactNode;
}

/**
 * The partner widget's compact game panel. The app mounts mfe-gameplay's shared PlayScreen instead; the widget keeps
 * this panel until the embed can load mfe_gameplay and give the shared screen the widget's own guest session.
 */
export function WidgetPlayPanel({ game, failed, busy, onPlay, after }: WidgetPlayPanelProps) {
  const t = dailyGameMessages.useT();
  if (!game) return failed ? <Muted>{t('unavailable')}</Muted> : <Spinner />;
  const final = game.status === 'final';
  const [white, red, d20] = game.lastDice ?? [];
  return (
    <Panel aria-label={t('title')} aria-busy={busy}>
      <LineScore game={game} />
      <Situation>
        <strong>{final ? t('final') : t('inning', { half: game.half === 'top' ? t('top') : t('bottom'), inning: game.inning })}</strong>
        {!final && <span>{t('outs', { count: game.outs })}</span>}
        {!final && (
          <Diamond role="img" aria-label={`${t('bases')}: ${(['first', 'second', 'third'] as const).filter((_, i) => game.bases[i]).map((b) => t(b)).join(', ') || '-'}`}>
            {game.bases.map((on, i) => (
              <span key={i} data-on={on} />
            ))}
          </Diamond>
        )}
        {game.lastDice && (
          <Dice aria-label={`${t('dice')}: ${game.lastDice.join(' ')}`}>
            <Muted>{t('dice')}</Muted>
            {white !== undefined && <span className="die">{white}</span>}
            {red !== undefined && <span className="die red">{red}</span>}
            {d20 !== undefined && <span className="die d20">{d20}</span>}
          </Dice>
        )}
      </Situation>
      {final && game.result && <ResultLine result={game.result} />}
      {!final && (
        <Actions>
          <Button onClick={() => onPlay({ type: 'swingAway' })} disabled={busy}>
            {t('swingAway')}
          </Button>
          <Button $variant="secondary" onClick={() => onPlay({ type: 'quickPlay', scope: 'halfInning' })} disabled={busy}>
            {t('quickPlayInning')}
          </Button>
          <Button $variant="secondary" onClick={() => onPlay({ type: 'quickPlay', scope: 'game' })} disabled={busy}>
            {t('quickPlay')}
          </Button>
        </Actions>
      )}
      {final && after}
      {game.recentPlays.length > 0 && (
        <section aria-label={t('plays')}>
          <Muted>{t('plays')}</Muted>
          <Plays>
            {game.recentPlays.map((play, i) => (
              <li key={`${i}-${play}`}>{play}</li>
            ))}
          </Plays>
        </section>
      )}
    </Panel>
  );
}
