import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, tokens } from '@bb/shared';
import { FieldError, Input } from '../forms/TextField';
import { favoriteTeams as checkTeams } from '../forms/validation';
import { fetchFranchiseNames } from './profile-api';
import { profileMessages } from './profile-messages';

const Wrap = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: ${tokens.spacing.xs};
  min-width: 0;
  & legend {
    padding: 0;
    margin-bottom: ${tokens.spacing.xs};
    font-weight: 600;
    font-size: ${tokens.fontSizes.md};
  }
`;

const AddRow = styled.div`
  display: flex;
  gap: ${tokens.spacing.sm};
  & > button {
    flex: none;
    white-space: nowrap;
  }
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.xs};
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.spacing.xs};
  padding: 2px 4px 2px 12px;
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.background};
  border: 1px solid ${tokens.colors.border};
  & button {
    width: 32px;
    height: 32px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${tokens.colors.textMuted};
    cursor: pointer;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;

export interface FavoriteTeamsFieldProps {
  teams: readonly string[];
  onChange(teams: string[]): void;
  error?: string | undefined;
}

/** Favorite teams as chips; franchise names are offered while typing, any name is accepted. */
export function FavoriteTeamsField({ teams, onChange, error }: FavoriteTeamsFieldProps) {
  const m = profileMessages.useT();
  const listId = useId();
  const [draft, setDraft] = useState('');
  const [names, setNames] = useState<string[]>([]);
  const [local, setLocal] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    // Suggestions only: without them the field still takes free text.
    fetchFranchiseNames().then(
      (found) => live && setNames(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const add = () => {
    const team = draft.trim();
    if (team === '' || teams.includes(team)) {
      setDraft('');
      return;
    }
    const next = [...teams, team];
    const invalid = checkTeams(next);
    setLocal(invalid);
    if (invalid) return;
    onChange(next);
    setDraft('');
  };

  const shown = local ?? error;
  return (
    <Wrap>
      <legend>{m('favoriteTeams')}</legend>
      {teams.length > 0 ? (
        <Chips>
          {teams.map((team) => (
            <Chip key={team}>
              {team}
              <button type="button" aria-label={m('removeTeam', { team })} onClick={() => onChange(teams.filter((t) => t !== team))}>
                ✕
              </button>
            </Chip>
          ))}
        </Chips>
      ) : null}
      <AddRow>
        <Input
          aria-label={m('favoriteTeams')}
          placeholder={m('teamPlaceholder')}
          list={listId}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setLocal(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button $variant="secondary" onClick={add}>
          {m('addTeam')}
        </Button>
      </AddRow>
      <datalist id={listId}>
        {names.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <Hint>{m('favoriteTeamsHint')}</Hint>
      {shown ? <FieldError role="alert">{shown}</FieldError> : null}
    </Wrap>
  );
}
