import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Notice, Page, PageTitle, media, tokens } from '@bb/shared';
import { TextLink } from './league-ui';

// A league mode's list page (spec: the viewer's leagues, then the public ones, and a Create button), with each
// league as a card; the mode says what its cards hold.

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.md};
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${tokens.spacing.md};
  h1 {
    margin: 0;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${tokens.spacing.lg};
  padding: 0;
  display: grid;
  gap: ${tokens.spacing.md};
  ${media.up('tablet')} {
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  }
`;

/** A league card's facts (label, value). */
export const LeagueFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px ${tokens.spacing.sm};
  margin: ${tokens.spacing.sm} 0;
  dt {
    color: ${tokens.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Badge = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.background};
  font-size: ${tokens.fontSizes.sm};
  margin-left: ${tokens.spacing.sm};
`;

/** The page: its title, the Create button, the mode's introduction, then the sections. */
export function LeagueListLayout({ title, intro, createLabel, createTo, children }: { title: string; intro: string; createLabel: string; createTo: string; children: ReactNode }) {
  return (
    <Page>
      <Head>
        <PageTitle>{title}</PageTitle>
        <Button as={Link} to={createTo}>
          {createLabel}
        </Button>
      </Head>
      <p>{intro}</p>
      {children}
    </Page>
  );
}

/** One section of leagues (mine, public), or its empty text. */
export function LeagueSection<L extends { leagueId: number }>({ title, leagues, empty, card }: { title: string; leagues: readonly L[]; empty: string; card: (league: L) => ReactNode }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {leagues.length === 0 ? (
        <Notice>{empty}</Notice>
      ) : (
        <Grid>
          {leagues.map((league) => (
            <li key={league.leagueId}>{card(league)}</li>
          ))}
        </Grid>
      )}
    </section>
  );
}

/** A league's card: its name linking to the league, its badges (status, visibility, the viewer's role), its facts. */
export function LeagueCard({ name, to, badges, children }: { name: string; to: string; badges: ReadonlyArray<string | null>; children: ReactNode }) {
  return (
    <Card aria-label={name}>
      <h3 style={{ margin: 0 }}>
        <TextLink to={to}>{name}</TextLink>
        {badges.map((badge) => (badge ? <Badge key={badge}>{badge}</Badge> : null))}
      </h3>
      {children}
    </Card>
  );
}
