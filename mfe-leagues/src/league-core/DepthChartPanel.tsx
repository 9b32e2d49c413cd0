import { useState } from 'react';
import styled from 'styled-components';
import { StatTable, formatInnings, ipFromOuts, type DepthChart, type DepthPlayer, type LeagueDetail, tokens } from '@bb/shared';
import { leagueMessages } from './league-messages';
import { SmallButton, Stack, Toolbar, TwoColumns } from './league-ui';
import { moveItem, type DepthChartState } from './use-depth-chart';
import { ChartPanel } from './ChartPanel';

const Confirm = styled.div`
  padding: ${tokens.spacing.sm} ${tokens.spacing.md} 0;
  border: 1px solid ${tokens.colors.warn};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  p {
    margin: 0 0 ${tokens.spacing.sm};
  }
`;

const Ordered = styled.ol`
  margin: 0;
  padding-left: 24px;
  display: grid;
  gap: 4px;
  li > span {
    display: inline-flex;
    gap: 4px;
    margin-left: 8px;
  }
`;

function RosterTable({ chart, players, active, state }: { chart: DepthChart; players: DepthPlayer[]; active: boolean; state: DepthChartState }) {
  const t = leagueMessages.useT();
  // Pitchers are held to their starts and their innings (a reliever has no starts to spend): both, in a fan's units.
  const usage = (count: number, outs: number | null) => (outs === null ? String(count) : t('depth.pitcherUsage', { starts: count, ip: formatInnings(ipFromOuts(outs)) }));
  return (
    <StatTable<DepthPlayer>
      caption={active ? t('depth.active', { count: players.length, limit: chart.activeLimit }) : t('depth.reserves')}
      testId={active ? 'active-roster' : 'reserves'}
      columns={[
        { key: 'name', label: t('stats.player'), render: (p) => p.name },
        { key: 'pos', label: t('depth.position'), render: (p) => p.primaryPosition },
        { key: 'role', label: t('depth.role'), render: (p) => p.role ?? '' },
        { key: 'used', label: t('depth.used'), render: (p) => usage(p.used, p.usedOuts), numeric: true },
        { key: 'left', label: t('depth.remaining'), render: (p) => (p.remaining === null ? t('depth.noLimit') : usage(p.remaining, p.remainingOuts)), numeric: true },
        {
          key: 'move',
          label: '',
          render: (p) => (
            <SmallButton
              aria-label={t(active ? 'depth.demoteName' : 'depth.promoteName', { name: p.name })}
              disabled={!chart.editable || state.saving}
              onClick={() => void state.save(active ? { demote: p.cardId } : { promote: p.cardId })}
            >
              {t(active ? 'depth.demote' : 'depth.promote')}
            </SmallButton>
          ),
        },
      ]}
      rows={players}
      rowKey={(p) => p.cardId}
    />
  );
}

/** Pitcher settings' hook: 1–10 runs, where 10 (the API's default) leaves the starter to the bullpen's judgment. */
const HOOK_JUDGMENT = 10;
const HOOK_RUNS = Array.from({ length: HOOK_JUDGMENT }, (_, i) => i + 1);

/** "Restore defaults" behind a small confirm step: the computer's lineup, rotation and roster again. */
function RestoreDefaults({ chart, state }: { chart: DepthChart; state: DepthChartState }) {
  const t = leagueMessages.useT();
  const [asking, setAsking] = useState(false);
  if (!chart.editable) return null;
  if (!asking)
    return (
      <Toolbar>
        <SmallButton disabled={state.saving} onClick={() => setAsking(true)}>
          {t('depth.restore')}
        </SmallButton>
      </Toolbar>
    );
  return (
    <Confirm role="group" aria-label={t('depth.restore')}>
      <p>{t('depth.restoreQuestion')}</p>
      <Toolbar>
        <SmallButton disabled={state.saving} onClick={() => void state.restore(t('depth.restored')).then(() => setAsking(false))}>
          {t('depth.restoreYes')}
        </SmallButton>
        <SmallButton disabled={state.saving} onClick={() => setAsking(false)}>
          {t('depth.restoreNo')}
        </SmallButton>
      </Toolbar>
    </Confirm>
  );
}

function PitchingSettings({ chart, state }: { chart: DepthChart; state: DepthChartState }) {
  const t = leagueMessages.useT();
  const [rotation, setRotation] = useState(chart.rotation);
  const [closer, setCloser] = useState(chart.closer ?? '');
  const [hookRuns, setHookRuns] = useState(chart.hookRuns);
  const name = (cardId: string) => chart.players.find((p) => p.cardId === cardId)?.name ?? cardId;
  const pitchers = chart.players.filter((p) => p.active && p.isPitcher);
  const locked = !chart.editable || state.saving;
  return (
    <Stack>
      <section aria-label={t('depth.rotation')}>
        <h3>{t('depth.rotation')}</h3>
        <Ordered data-testid="rotation">
          {rotation.map((cardId, i) => (
            <li key={cardId}>
              {name(cardId)}
              <span>
                <SmallButton aria-label={t('depth.moveUp', { name: name(cardId) })} disabled={locked || i === 0} onClick={() => setRotation(moveItem(rotation, i, -1))}>
                  ↑
                </SmallButton>
                <SmallButton
                  aria-label={t('depth.moveDown', { name: name(cardId) })}
                  disabled={locked || i === rotation.length - 1}
                  onClick={() => setRotation(moveItem(rotation, i, 1))}
                >
                  ↓
                </SmallButton>
              </span>
            </li>
          ))}
        </Ordered>
        <Toolbar>
          <SmallButton disabled={locked} onClick={() => void state.save({ rotation }, t('depth.saved'))}>
            {t('depth.saveRotation')}
          </SmallButton>
        </Toolbar>
      </section>
      <section>
        <Toolbar>
          <label>
            {t('depth.closer')}{' '}
            <select value={closer} disabled={locked} onChange={(e) => setCloser(e.target.value)}>
              <option value="">{t('depth.noCloser')}</option>
              {pitchers.map((p) => (
                <option key={p.cardId} value={p.cardId}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('depth.hookRuns')}{' '}
            <select value={hookRuns} disabled={locked} onChange={(e) => setHookRuns(Number(e.target.value))}>
              {HOOK_RUNS.map((n) => (
                <option key={n} value={n}>
                  {n === HOOK_JUDGMENT ? t('depth.hookJudgment', { n }) : n}
                </option>
              ))}
            </select>
          </label>
          <SmallButton disabled={locked} onClick={() => void state.save({ closer: closer || null, hookRuns }, t('depth.saved'))}>
            {t('depth.saveSettings')}
          </SmallButton>
        </Toolbar>
      </section>
    </Stack>
  );
}

/**
 * Depth Chart: active roster against reserves (Promote / Demote), the rotation, the closer and the hook; the starter
 * problem on top, and "Restore defaults" (after a confirm) for the computer's chart.
 */
export function DepthChartPanel({ league, version }: { league: LeagueDetail; version: number }) {
  return (
    <ChartPanel league={league} version={version} announceProblem>
      {(chart, state) => (
        <>
          <RestoreDefaults chart={chart} state={state} />
          <TwoColumns>
            <RosterTable chart={chart} state={state} active players={chart.players.filter((p) => p.active)} />
            <RosterTable chart={chart} state={state} active={false} players={chart.players.filter((p) => !p.active)} />
          </TwoColumns>
          <PitchingSettings key={`${chart.rotation.join()}|${chart.closer}|${chart.hookRuns}`} chart={chart} state={state} />
        </>
      )}
    </ChartPanel>
  );
}
