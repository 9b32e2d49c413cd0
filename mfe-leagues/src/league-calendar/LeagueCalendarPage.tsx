import { useState } from 'react';
import styled from 'styled-components';
import { Page, PageTitle, etDayKey, formatDate, media, type CalendarAnswer, type CalendarGame, serverNow, tokens } from '@bb/shared';
import { DataState, Notice, SmallButton, Toolbar, useLeagueData } from '../league-core';
import { calendarApi } from './calendar-api';
import { addDays, mondayOf, weekColumns, type CalendarColumn } from './calendar-week';
import { CalendarGameItem } from './CalendarGameItem';
import { RescheduleModal } from './RescheduleModal';
import { calendarMessages } from './messages';

type View = 'week' | 'day';

/** A day key's title, 'Mon, Jan 1, 2024' (noon ET of that day, so no zone can move it to the next or last day). */
const dayTitle = (day: string) => formatDate(`${day}T12:00:00-05:00`);

/** Seven columns on wide screens; on phones the week becomes a list of days, one under the other. */
const Week = styled.div`
  display: grid;
  gap: ${tokens.spacing.sm};
  ${media.up('md')} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
`;

const Day = styled.section<{ $today: boolean }>`
  display: grid;
  align-content: start;
  gap: ${tokens.spacing.xs};
  min-width: 0;
  padding: ${tokens.spacing.sm};
  border: 1px solid ${(p) => (p.$today ? tokens.colors.primary : tokens.colors.border)};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  h2 {
    margin: 0;
    font-size: ${tokens.fontSizes.md};
  }
  ul {
    display: grid;
    gap: ${tokens.spacing.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${media.up('md')} {
    min-height: 160px;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;

const Intro = styled(Muted)`
  margin-bottom: ${tokens.spacing.md};
`;

const Range = styled.strong`
  flex: 1 1 100%;
  ${media.up('tablet')} {
    flex: 0 1 auto;
  }
`;

function DayColumn({ column, today, onReschedule }: { column: CalendarColumn; today: string; onReschedule: (game: CalendarGame) => void }) {
  const t = calendarMessages.useT();
  const title = dayTitle(column.day);
  return (
    <Day aria-label={title} data-day={column.value} $today={column.day === today}>
      <h2>
        {/* 'Mon Jan 1': the day's short title (CALENDAR_DAYS) and its month and day. */}
        <abbr title={column.value}>{column.short}</abbr> {title.split(', ')[1]}
      </h2>
      {column.games.length ? (
        <ul>
          {column.games.map((game) => (
            <CalendarGameItem key={`${game.leagueId}-${game.scheduleId}`} game={game} onReschedule={onReschedule} />
          ))}
        </ul>
      ) : (
        <Muted>{t('noGames')}</Muted>
      )}
    </Day>
  );
}

/**
 * /league-calendar: the viewer's games across all his leagues by week (MONDAY to SUNDAY) or by day, start times in
 * ET, each linking to its game's page; Reschedule moves a game later within the rules.
 */
export default function LeagueCalendarPage() {
  const t = calendarMessages.useT();
  // The browser's clock only picks which week opens first; every time shown is the server's.
  const [today] = useState(() => etDayKey(serverNow()));
  const [day, setDay] = useState(today);
  const [view, setView] = useState<View>('week');
  const [moving, setMoving] = useState<CalendarGame | null>(null);
  const monday = mondayOf(day);
  const calendar = useLeagueData<CalendarAnswer>(monday, (signal) => calendarApi.games(monday, 7, signal));
  const columns = calendar.data ? weekColumns(monday, calendar.data.games) : [];
  const step = view === 'week' ? 7 : 1;

  const moved = (game: CalendarGame) => {
    setMoving(null);
    if (calendar.data) {
      const same = (g: CalendarGame) => g.leagueId === game.leagueId && g.scheduleId === game.scheduleId;
      calendar.replace({ ...calendar.data, games: calendar.data.games.map((g) => (same(g) ? game : g)) });
    }
  };

  return (
    <Page>
      <PageTitle>{t('title')}</PageTitle>
      <Intro>{t('intro')}</Intro>
      <Toolbar role="group" aria-label={t('viewLabel')}>
        <SmallButton aria-pressed={view === 'week'} onClick={() => setView('week')}>
          {t('week')}
        </SmallButton>
        <SmallButton aria-pressed={view === 'day'} onClick={() => setView('day')}>
          {t('day')}
        </SmallButton>
      </Toolbar>
      <Toolbar>
        <SmallButton onClick={() => setDay(addDays(day, -step))}>{view === 'week' ? t('previousWeek') : t('previousDay')}</SmallButton>
        <SmallButton onClick={() => setDay(today)} disabled={day === today}>
          {t('today')}
        </SmallButton>
        <SmallButton onClick={() => setDay(addDays(day, step))}>{view === 'week' ? t('nextWeek') : t('nextDay')}</SmallButton>
        <Range aria-live="polite">{view === 'week' ? t('range', { from: dayTitle(monday), to: dayTitle(addDays(monday, 6)) }) : dayTitle(day)}</Range>
      </Toolbar>
      <DataState {...calendar}>
        {() => (
          <>
            {view === 'week' ? (
              <Week>
                {columns.map((column) => (
                  <DayColumn key={column.day} column={column} today={today} onReschedule={setMoving} />
                ))}
              </Week>
            ) : (
              columns.filter((c) => c.day === day).map((column) => <DayColumn key={column.day} column={column} today={today} onReschedule={setMoving} />)
            )}
            {view === 'week' && columns.every((c) => c.games.length === 0) ? <Notice>{t('noGamesWeek')}</Notice> : null}
          </>
        )}
      </DataState>
      {moving ? <RescheduleModal game={moving} onDone={moved} onClose={() => setMoving(null)} /> : null}
    </Page>
  );
}
