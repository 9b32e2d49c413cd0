import styled, { css } from 'styled-components';
import { media, type TournamentGroupView, type TournamentTeamView } from '@bb/shared';
import { MATCH_MAX_WIDTH, MATCH_WIDTH, MatchCard } from './MatchCard';
import { tokens } from '@bb/shared';

/** Room between two round columns; the connector lines run through it. */
const GAP = 32;
const LINE = `2px solid ${tokens.colors.border}`;
/**
 * A phone stacks the rounds, first to final, one under the other at the full width: every name can be read and the
 * final is a scroll down the page, not a swipe inside a box nobody notices. The lines that join the columns go.
 */
const PHONE = media.down('smMax');

/** From a tablet up, the bracket scrolls sideways inside its own box when its rounds need more than the width. */
export const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  padding-bottom: ${tokens.spacing.sm};
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
  ${PHONE} {
    overflow-x: visible;
    padding-bottom: 0;
  }
`;

const Columns = styled.ol`
  display: flex;
  align-items: stretch;
  gap: ${GAP}px;
  margin: 0;
  padding: 0;
  list-style: none;
  /* As wide as the rounds need (the box scrolls), and at least the box: wide screens widen the cards instead. */
  width: max-content;
  min-width: 100%;
  ${PHONE} {
    flex-direction: column;
    gap: ${tokens.spacing.lg};
    width: auto;
    min-width: 0;
  }
`;

const Column = styled.li`
  display: flex;
  flex-direction: column;
  flex: 1 0 ${MATCH_WIDTH}px;
  max-width: ${MATCH_MAX_WIDTH}px;
  ${PHONE} {
    flex: none;
    max-width: none;
  }
`;

const RoundName = styled.h5`
  margin: 0 0 ${tokens.spacing.sm};
  height: 20px;
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.heading};
  color: ${tokens.colors.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${PHONE} {
    height: auto;
    white-space: normal;
  }
`;

const Slots = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  ${PHONE} {
    gap: ${tokens.spacing.sm};
  }
`;

/** Two matches whose winners meet next round: a vertical line joins their outgoing lines. */
const Pair = styled.div<{ $join: boolean }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  position: relative;
  ${(p) =>
    p.$join &&
    css`
      &::after {
        content: '';
        position: absolute;
        right: -${GAP / 2}px;
        top: 25%;
        bottom: 25%;
        border-right: ${LINE};
      }
    `}
  ${PHONE} {
    gap: ${tokens.spacing.sm};
    &::after { content: none; }
  }
`;

const Slot = styled.div<{ $in: boolean; $out: boolean }>`
  flex: 1;
  display: flex;
  align-items: center;
  position: relative;
  padding: 6px 0;
  ${(p) =>
    p.$in &&
    css`
      &::before {
        content: '';
        position: absolute;
        left: -${GAP / 2}px;
        width: ${GAP / 2}px;
        top: 50%;
        border-top: ${LINE};
      }
    `}
  ${(p) =>
    p.$out &&
    css`
      &::after {
        content: '';
        position: absolute;
        right: -${GAP / 2}px;
        width: ${GAP / 2}px;
        top: 50%;
        border-top: ${LINE};
      }
    `}
  ${PHONE} {
    padding: 0;
    &::before,
    &::after { content: none; }
  }
`;

export interface EliminationGroupProps {
  group: TournamentGroupView;
  label: string;
  teams: readonly TournamentTeamView[];
  myTeam: number | null;
}

/** Pairs of a round's matches when the next round has half as many (a halving bracket); single ones otherwise. */
function pairsOf<T>(items: readonly T[], halves: boolean): T[][] {
  if (!halves) return items.map((m) => [m]);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += 2) out.push(items.slice(i, i + 2));
  return out;
}

/**
 * An elimination bracket (or one half of a double elimination): a column per round, left to right, match cards
 * centred against the two matches that feed them and joined by lines. Every column stretches to the same height and
 * shares it evenly among its matches, which is what lines the centres up. On a phone the rounds stack instead.
 */
export function EliminationGroup({ group, label, teams, myTeam }: EliminationGroupProps) {
  const last = group.rounds.length - 1;
  return (
    <Scroller role="region" aria-label={label} tabIndex={0}>
      <Columns>
        {group.rounds.map((round, r) => {
          const next = group.rounds[r + 1];
          const halves = !!next && next.matches.length * 2 === round.matches.length;
          return (
            <Column key={`${round.name}-${r}`} data-testid="bracket-round">
              <RoundName title={round.name}>{round.name}</RoundName>
              <Slots>
                {pairsOf(round.matches, halves).map((pair) => (
                  <Pair key={pair[0]!.id} $join={halves && pair.length === 2}>
                    {pair.map((match) => (
                      <Slot key={match.id} $in={r > 0} $out={r < last}>
                        <MatchCard match={match} teams={teams} myTeam={myTeam} />
                      </Slot>
                    ))}
                  </Pair>
                ))}
              </Slots>
            </Column>
          );
        })}
      </Columns>
    </Scroller>
  );
}
