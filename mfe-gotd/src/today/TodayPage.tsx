import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle, media, tokens } from '@bb/shared';
import { GameCard, dailyGameMessages, useOpenTodaysGame } from '../daily-game';
import { TopOfBoard } from '../leaderboard';

const Columns = styled.div`
  display: grid;
  gap: ${tokens.spacing.lg};
  ${media.up('md')} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

const TODAYS_RUNS = { tab: 'Today', subTab: 'DailyRunsLeader', period: 'Today', month: null } as const;

/** /today (the header's Today icon): composes today's game card with today's leaders. */
export default function TodayPage() {
  const t = dailyGameMessages.useT();
  const { daily, open } = useOpenTodaysGame();
  return (
    <Page>
      <PageTitle>{t('todayTitle')}</PageTitle>
      <Columns>
        <GameCard {...daily} onPlay={open} />
        <TopOfBoard
          selection={TODAYS_RUNS}
          title={t('todaysLeaders')}
          link={<Link to="/leaderboard?tab=Today&subTab=DailyRunsLeader&period=Today">{t('viewLeaderboard')}</Link>}
        />
      </Columns>
    </Page>
  );
}
