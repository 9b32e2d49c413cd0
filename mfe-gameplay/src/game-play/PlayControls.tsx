import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { BASERUNNING_LABELS, Button, MODE_LABELS, type ControlState, type GameControls, type TacticRequest, tokens } from '@bb/shared';
import { selectStyles } from '../game-ui/select-styles';
import { playMessages } from './play-messages';

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
  margin-bottom: ${tokens.spacing.md};
`;
const Selects = styled(Row)`
  label {
    display: grid;
    gap: 2px;
    font-weight: 600;
    flex: 1 1 140px;
  }
  select {
    ${selectStyles}
  }
`;

/** A control the server offers: allowed, or refused with a reason worth showing. Neither: the mode has no such action. */
export const offered = (control: ControlState) => control.allowed || !!control.reason;

type ButtonProps = Parameters<typeof Button>[0];

/** A button enabled only by its control; a refused one tells why (tooltip and screen-reader description). */
export function ControlButton({ control, busy, children, ...rest }: { control: ControlState; busy: boolean; children: ReactNode } & ButtonProps) {
  const reasonId = useId();
  const refused = !control.allowed && !!control.reason;
  return (
    <>
      <Button {...rest} disabled={busy || !control.allowed} title={refused ? control.reason : undefined} aria-describedby={refused ? reasonId : undefined}>
        {children}
      </Button>
      {refused && <VisuallyHidden id={reasonId}>{control.reason}</VisuallyHidden>}
    </>
  );
}

/** A setting the manager picks from a list, enabled only by its control; a refused one tells why. */
function ControlSelect({ label, control, value, options, busy, onPick }: { label: string; control: ControlState; value: number; options: readonly string[]; busy: boolean; onPick(value: number): void }) {
  const reasonId = useId();
  const refused = !control.allowed && !!control.reason;
  return (
    <label>
      {label}
      <select
        value={value}
        disabled={busy || !control.allowed}
        title={refused ? control.reason : undefined}
        aria-describedby={refused ? reasonId : undefined}
        onChange={(e) => onPick(Number(e.target.value))}
      >
        {options.map((text, i) => (
          <option key={text} value={i}>
            {text}
          </option>
        ))}
      </select>
      {refused && <VisuallyHidden id={reasonId}>{control.reason}</VisuallyHidden>}
    </label>
  );
}

const TACTICS = ['steal', 'sacrificeBunt', 'hitAndRun', 'intentionalWalk', 'infieldIn'] as const;

export interface PlayControlsProps {
  controls: GameControls;
  busy: boolean;
  onHalfInning(): void;
  onQuickPlay(): void;
  onUndo(): void;
  onExit(): void;
  onTactic(tactic: TacticRequest): void;
}

/** Everything but Swing Away (which sits in the top block): quick play, undo, exit, tactics and the manager's settings. */
export function PlayControls({ controls, busy, onHalfInning, onQuickPlay, onUndo, onExit, onTactic }: PlayControlsProps) {
  const t = playMessages.useT();
  const { baserunning, mode } = controls;
  const tactics = TACTICS.filter((type) => offered(controls[type]));
  return (
    <>
      <Row>
        {offered(controls.quickPlay) && (
          <>
            <ControlButton control={controls.quickPlay} busy={busy} $variant="secondary" onClick={onHalfInning}>
              {t('halfInning')}
            </ControlButton>
            <ControlButton control={controls.quickPlay} busy={busy} $variant="secondary" onClick={onQuickPlay}>
              {t('quickPlay')}
            </ControlButton>
          </>
        )}
        {offered(controls.undo) && (
          <ControlButton control={controls.undo} busy={busy} $variant="ghost" onClick={onUndo}>
            {t('undo')}
          </ControlButton>
        )}
        {offered(controls.exit) && (
          <ControlButton control={controls.exit} busy={busy} $variant="ghost" onClick={onExit}>
            {t('exit')}
          </ControlButton>
        )}
      </Row>
      {tactics.length > 0 && (
        <Row role="group" aria-label={t('tacticsLabel')}>
          {tactics.map((type) => (
            <ControlButton key={type} control={controls[type]} busy={busy} $variant="secondary" onClick={() => onTactic({ type })}>
              {t(`tactics.${type}`)}
            </ControlButton>
          ))}
        </Row>
      )}
      {(offered(baserunning) || offered(mode)) && (
        <Selects>
          {offered(baserunning) && (
            <ControlSelect
              label={t('baserunning')}
              control={baserunning}
              value={baserunning.value}
              options={BASERUNNING_LABELS[baserunning.scale]}
              busy={busy}
              onPick={(value) => onTactic({ type: 'baserunning', scale: baserunning.scale, value })}
            />
          )}
          {offered(mode) && (
            <ControlSelect label={t('mode')} control={mode} value={mode.value} options={MODE_LABELS} busy={busy} onPick={(value) => onTactic({ type: 'mode', mode: value as 0 | 1 })} />
          )}
        </Selects>
      )}
    </>
  );
}
