import styled, { css } from 'styled-components';
import { media, type TournamentMatchView, type TournamentTeamView } from '@bb/shared';
import { summaryMessages } from '../messages';
import { teamAt, teamSeasonName } from '../team-names';
import { TeamBadge } from '../TeamBadge';
import { tokens } from '@bb/shared';

/** A card's narrowest width (a phone); wider screens give it more, up to MATCH_MAX_WIDTH. */
export const MATCH_WIDTH = 208;
export const MATCH_MAX_WIDTH = 300;

const Card = styled.div<{ $mine: boolean }>`
  width: 100%;
  min-width: ${MATCH_WIDTH}px;
  ${media.down('smMax')} {
    min-width: 0;
  }
  border: 1px solid ${(p) => (p.$mine ? tokens.colors.focus : tokens.colors.border)};
  ${(p) =>
    p.$mine &&
    css`
      box-shadow: 0 0 0 2px ${tokens.colors.focus};
    `}
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  font-size: ${tokens.fontSizes.md};
  overflow: hidden;
`;

const Side = styled.div<{ $winner: boolean; $loser: boolean; $mine: boolean }>`
  display: grid;
  grid-template-columns: 20px minmax(0, 1fr) auto;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 4px 8px;
  font-weight: ${(p) => (p.$winner ? 700 : 400)};
  color: ${(p) => (p.$loser ? tokens.colors.textMuted : tokens.colors.text)};
  /* The success colour at 0x1f alpha: a token is a var(), which takes no hex alpha suffix. */
  background: ${(p) => (p.$winner ? `color-mix(in srgb, ${tokens.colors.success} 12.2%, transparent)` : 'transparent')};
  border-left: 4px solid ${(p) => (p.$winner ? tokens.colors.success : p.$mine ? tokens.colors.focus : 'transparent')};
  & + & {
    border-top: 1px solid ${tokens.colors.border};
  }
`;

const Seed = styled.span`
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textMuted};
  text-align: right;
`;

/** The whole name, wrapped onto a second line when the card is narrow: a cut name is no name on a phone (no hover title). */
const Name = styled.span`
  overflow-wrap: anywhere;
`;

const Wins = styled.span`
  font-variant-numeric: tabular-nums;
  min-width: 1ch;
  text-align: right;
`;

const Foot = styled.div`
  padding: 2px 8px;
  font-size: ${tokens.fontSizes.sm};
  color: ${tokens.colors.textMuted};
  border-top: 1px solid ${tokens.colors.border};
`;

export interface MatchCardProps {
  match: TournamentMatchView;
  teams: readonly TournamentTeamView[];
  myTeam: number | null;
}

/** One series: both sides with their seeds and series wins; the winner marked, a bye shown as BYE, the viewer's team outlined. */
export function MatchCard({ match, teams, myTeam }: MatchCardProps) {
  const t = summaryMessages.useT();
  const mine = myTeam !== null && (match.top === myTeam || match.bottom === myTeam);
  const side = (index: number | null, wins: number, key: 'top' | 'bottom') => {
    const team = teamAt(teams, index);
    const isWinner = match.winner !== null && match.winner === index;
    const isLoser = match.winner !== null && index !== null && match.winner !== index;
    const isMine = myTeam !== null && index === myTeam;
    const name = index === null ? (match.bye ? t('match.bye') : t('match.tbd')) : teamSeasonName(team);
    const notes = [isWinner ? t('match.winner') : '', isMine ? t('match.yours') : ''].filter(Boolean).join(', ');
    return (
      <Side
        key={key}
        $winner={isWinner}
        $loser={isLoser}
        $mine={isMine}
        data-testid={`match-${match.id}-${key}`}
        data-winner={isWinner || undefined}
        data-mine={isMine || undefined}
        aria-label={notes ? `${name} (${notes})` : undefined}
      >
        <Seed>{team?.seed ?? ''}</Seed>
        <Name>
          <TeamBadge team={team} size={18} />
          {name}
        </Name>
        <Wins>{index !== null && !match.bye && match.status !== 'locked' && match.status !== 'waiting' ? wins : ''}</Wins>
      </Side>
    );
  };
  const foot = match.bye ? null : match.status === 'running' ? t('match.live') : match.bestOf > 1 ? t('match.seriesOf', { n: match.bestOf }) : null;
  return (
    <Card $mine={mine} data-testid={`match-${match.id}`} data-bye={match.bye || undefined}>
      {side(match.top, match.topWins, 'top')}
      {side(match.bottom, match.bottomWins, 'bottom')}
      {foot ? <Foot>{foot}</Foot> : null}
    </Card>
  );
}
