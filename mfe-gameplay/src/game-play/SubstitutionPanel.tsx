import { useState } from 'react';
import styled from 'styled-components';
import { type FieldPosition, type GameView, type SubstitutionRequest, tokens } from '@bb/shared';
import { ControlButton } from './PlayControls';
import { selectStyles } from '../game-ui/select-styles';
import { playMessages } from './play-messages';

type Kind = SubstitutionRequest['type'];
const KINDS: Kind[] = ['pinchHitter', 'pinchRunner', 'defensiveSwitch', 'newPitcher'];
const BASE_NAMES = ['first', 'second', 'third'] as const;
const FIELD: FieldPosition[] = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF'];

const Form = styled.div`
  display: grid;
  gap: ${tokens.spacing.sm};
  max-width: 480px;
  label {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 4px;
    font-weight: 600;
  }
  select {
    width: 100%;
    min-width: 0;
    ${selectStyles}
  }
`;

export interface SubstitutionPanelProps {
  game: GameView;
  busy: boolean;
  onSubstitute(request: SubstitutionRequest): void;
}

/** Pinch hitter, pinch runner, defensive switch and new pitcher for the user's side; the server validates. */
export function SubstitutionPanel({ game, busy, onSubstitute }: SubstitutionPanelProps) {
  const t = playMessages.useT();
  const [kind, setKind] = useState<Kind>('pinchHitter');
  const [cardId, setCardId] = useState('');
  const [base, setBase] = useState<0 | 1 | 2>(0);
  const [position, setPosition] = useState<FieldPosition>('LF');
  const side = game.viewerSide;
  if (!side) return <p>{t('sub.computerGame')}</p>;
  const team = game[side];
  const batting = game.battingSide === side;
  const runners = game.bases.flatMap((r, i) => (r ? [{ base: i as 0 | 1 | 2, runner: r }] : []));

  const candidates =
    kind === 'newPitcher'
      ? team.bullpen.filter((p) => p.available)
      : kind === 'defensiveSwitch'
        ? [...team.lineup.filter((s) => s.position !== 'P'), ...team.bench]
        : team.bench;
  const chosen = candidates.some((c) => c.cardId === cardId) ? cardId : (candidates[0]?.cardId ?? '');
  const chosenBase = runners.some((r) => r.base === base) ? base : (runners[0]?.base ?? 0);

  const submit = () => {
    if (kind === 'pinchRunner') onSubstitute({ type: 'pinchRunner', base: chosenBase, cardId: chosen });
    else if (kind === 'defensiveSwitch') onSubstitute({ type: 'defensiveSwitch', moves: chosen ? [{ cardId: chosen, position }] : [] });
    else onSubstitute({ type: kind, cardId: chosen });
  };
  const hint =
    kind === 'pinchHitter' && !batting ? t('sub.notBatting') : kind === 'pinchRunner' && !batting ? t('sub.notBatting') : kind === 'pinchRunner' && runners.length === 0 ? t('sub.noRunners') : null;

  return (
    <Form>
      <label>
        {t('sub.kind')}
        <select value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`sub.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {kind === 'pinchHitter' && game.batter && batting && <p>{t('sub.forBatter', { name: game.batter.name })}</p>}
      {kind === 'pinchRunner' && runners.length > 0 && (
        <label>
          {t('sub.runnerOn')}
          <select value={chosenBase} onChange={(e) => setBase(Number(e.target.value) as 0 | 1 | 2)}>
            {runners.map((r) => (
              <option key={r.base} value={r.base}>
                {`${t(`sub.bases.${BASE_NAMES[r.base]}`)}: ${r.runner.name}`}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        {t('sub.player')}
        <select value={chosen} onChange={(e) => setCardId(e.target.value)}>
          {candidates.map((p) => (
            <option key={p.cardId} value={p.cardId}>
              {`${p.name} (${'role' in p && kind === 'newPitcher' ? (p.role ?? 'P') : p.positions.slice(0, 3).join(', ')})`}
            </option>
          ))}
        </select>
      </label>
      {kind === 'defensiveSwitch' && (
        <label>
          {t('sub.position')}
          <select value={position} onChange={(e) => setPosition(e.target.value as FieldPosition)}>
            {FIELD.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      )}
      {hint && <p>{hint}</p>}
      <ControlButton control={game.controls[kind]} busy={busy || game.status === 'final'} onClick={submit}>
        {t('sub.confirm')}
      </ControlButton>
    </Form>
  );
}
