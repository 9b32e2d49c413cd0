import { useState } from 'react';
import { ALL_STAR_MAX_ERA_YEARS, Button, Card, type AllStarFranchise, type CustomTeamSpec } from '@bb/shared';
import { Actions, Fieldset } from '../game-ui/form-styles';
import { allStarMessages } from './all-star-messages';
import { Controls, SideGrid, Years } from './all-star-styles';

type Side = 'away' | 'home';

export interface CustomGameBuilderProps {
  franchises: AllStarFranchise[];
  years: { first: number; last: number };
  busy: boolean;
  onPlay(custom: { away: CustomTeamSpec; home: CustomTeamSpec }, userSide: Side): void;
}

/** A decade's span clamped to the data: the default era of each side. */
function decade(start: number, years: { first: number; last: number }) {
  const from = Math.max(years.first, Math.min(start, years.last));
  return { from, to: Math.min(years.last, from + 9) };
}

function SideControls({ side, label, spec, franchises, years, onChange }: { side: Side; label: string; spec: CustomTeamSpec; franchises: AllStarFranchise[]; years: { first: number; last: number }; onChange(spec: CustomTeamSpec): void }) {
  const t = allStarMessages.useT();
  const yearInput = (name: 'from' | 'to', value: number) => (
    <label>
      {t(name)}
      <input
        type="number"
        name={`${side}-${name}`}
        min={years.first}
        max={years.last}
        value={value}
        onChange={(e) => spec.kind === 'era' && onChange({ ...spec, [name]: Number(e.target.value) })}
      />
    </label>
  );
  return (
    <Controls aria-label={label} role="group">
      <h3>{label}</h3>
      <label>
        {t('kind')}
        <select
          value={spec.kind}
          onChange={(e) => onChange(e.target.value === 'era' ? { kind: 'era', ...decade(1920, years) } : { kind: 'franchise', franchId: franchises[0]?.franchId ?? '' })}
        >
          <option value="era">{t('era')}</option>
          <option value="franchise">{t('franchise')}</option>
        </select>
      </label>
      {spec.kind === 'era' ? (
        <Years>
          {yearInput('from', spec.from)}
          {yearInput('to', spec.to)}
        </Years>
      ) : (
        <label>
          {t('franchise')}
          <select value={spec.franchId} onChange={(e) => onChange({ kind: 'franchise', franchId: e.target.value })}>
            {franchises.map((f) => (
              <option key={f.franchId} value={f.franchId}>
                {f.name} ({f.firstYear}–{f.lastYear})
              </option>
            ))}
          </select>
        </label>
      )}
    </Controls>
  );
}

/** Both sides' team (an era or a franchise), the side the user manages; the server picks the players. */
export function CustomGameBuilder({ franchises, years, busy, onPlay }: CustomGameBuilderProps) {
  const t = allStarMessages.useT();
  const [away, setAway] = useState<CustomTeamSpec>(() => ({ kind: 'era', ...decade(1920, years) }));
  const [home, setHome] = useState<CustomTeamSpec>(() => ({ kind: 'era', ...decade(1990, years) }));
  const [userSide, setUserSide] = useState<Side>('home');
  const eraOk = (s: CustomTeamSpec) => s.kind !== 'era' || (s.from <= s.to && s.to - s.from < ALL_STAR_MAX_ERA_YEARS);
  const ready = eraOk(away) && eraOk(home) && !busy;
  return (
    <Card aria-label={t('customTitle')}>
      <h2>{t('customTitle')}</h2>
      <p>{t('customIntro')}</p>
      <SideGrid>
        <SideControls side="away" label={t('away')} spec={away} franchises={franchises} years={years} onChange={setAway} />
        <SideControls side="home" label={t('home')} spec={home} franchises={franchises} years={years} onChange={setHome} />
      </SideGrid>
      <Fieldset>
        <legend>{t('youManage')}</legend>
        {(['away', 'home'] as const).map((side) => (
          <label key={side}>
            <input type="radio" name="custom-side" checked={userSide === side} onChange={() => setUserSide(side)} /> {t(side)}
          </label>
        ))}
      </Fieldset>
      <Actions>
        <Button disabled={!ready} onClick={() => onPlay({ away, home }, userSide)}>
          {busy ? t('creating') : t('play')}
        </Button>
      </Actions>
    </Card>
  );
}
