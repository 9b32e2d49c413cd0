import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, FieldBox, FieldError, Hint, Spinner, tokens } from '@bb/shared';
import { tournamentMessages } from '../tournament-core/messages';
import { teamKey } from './create-tournament-form';
import type { TeamsByYear } from './use-teams-by-year';

/** Up to this many teams show open at once; a wider range shows its seasons folded until opened or searched. */
const OPEN_LIMIT = 120;

const Box = styled.div`
  max-height: 360px;
  overflow-y: auto;
  padding: ${tokens.spacing.sm};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
`;

const YearGroup = styled.fieldset`
  border: none;
  margin: 0 0 ${tokens.spacing.sm};
  padding: 0;
  legend {
    padding: 0;
    width: 100%;
  }
`;

const YearToggle = styled.button`
  display: flex;
  justify-content: space-between;
  width: 100%;
  min-height: 36px;
  padding: 0 ${tokens.spacing.sm};
  border: none;
  border-radius: ${tokens.radii.sm};
  background: ${tokens.colors.background};
  color: ${tokens.colors.text};
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.body};
  align-items: center;
  cursor: pointer;
`;

const Teams = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 2px ${tokens.spacing.md};
  padding: 4px ${tokens.spacing.sm};
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 36px;
    font-weight: 400;
    overflow-wrap: anywhere;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
  align-items: center;
  justify-content: space-between;
`;

/**
 * The team-seasons of the range to pick the field from: grouped by season, searchable, a box per team. Picking none
 * (or fewer than the field's size) is fine: the server fills the rest from the range.
 */
export function TeamsPicker({ years, picked, max, error, onChange }: { years: TeamsByYear | null; picked: readonly string[]; max: number | null; error: string | undefined; onChange: (picked: string[]) => void }) {
  const t = tournamentMessages.useT();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const total = years?.reduce((n, y) => n + y.teams.length, 0) ?? 0;
  const allOpen = total <= OPEN_LIMIT;

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!years || !needle) return years ?? [];
    return years
      .map((y) => ({ ...y, teams: y.teams.filter((team) => `${team.year} ${team.name} ${team.teamId} ${team.lgId}`.toLowerCase().includes(needle)) }))
      .filter((y) => y.teams.length > 0);
  }, [years, search]);

  const pickedSet = new Set(picked);
  const full = max !== null && picked.length >= max;
  const toggle = (key: string) => onChange(pickedSet.has(key) ? picked.filter((k) => k !== key) : [...picked, key]);
  const isOpen = (year: number) => allOpen || search.trim() !== '' || opened.has(year);
  const flip = (year: number) =>
    setOpened((s) => {
      const next = new Set(s);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    <FieldBox>
      <label htmlFor="teams-search">{t('create.teams')}</label>
      <Hint>{t('create.teamsHint')}</Hint>
      <Bar>
        <input id="teams-search" type="text" placeholder={t('create.teamsSearch')} aria-label={t('create.teamsSearch')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <span data-testid="teams-count" aria-live="polite">
          {t('create.teamsCount', { picked: picked.length, total })}
        </span>
        {picked.length ? (
          <Button $variant="ghost" onClick={() => onChange([])}>
            {t('create.clearPicks')}
          </Button>
        ) : null}
      </Bar>
      <Box aria-describedby={error ? 'teams-error' : undefined} aria-busy={years === null}>
        {years === null ? (
          <Hint>
            <Spinner /> {t('create.teamsLoading')}
          </Hint>
        ) : shown.length === 0 ? (
          <Hint>{t('create.teamsNone')}</Hint>
        ) : (
          shown.map((y) => (
            <YearGroup key={y.year} aria-label={String(y.year)}>
              <legend>
                <YearToggle aria-expanded={isOpen(y.year)} onClick={() => flip(y.year)} disabled={allOpen}>
                  <span>{y.year}</span>
                  <span>{y.teams.filter((team) => pickedSet.has(teamKey(team.teamId, team.year))).length || ''}</span>
                </YearToggle>
              </legend>
              {isOpen(y.year) ? (
                <Teams>
                  {y.teams.map((team) => {
                    const key = teamKey(team.teamId, team.year);
                    const checked = pickedSet.has(key);
                    return (
                      <label key={key}>
                        <input type="checkbox" checked={checked} disabled={!checked && full} onChange={() => toggle(key)} />
                        {t('create.teamRecord', { name: `${team.year} ${team.name}`, wins: team.wins, losses: team.losses })}
                      </label>
                    );
                  })}
                </Teams>
              ) : null}
            </YearGroup>
          ))
        )}
      </Box>
      <FieldError id="teams-error" message={error} />
    </FieldBox>
  );
}
