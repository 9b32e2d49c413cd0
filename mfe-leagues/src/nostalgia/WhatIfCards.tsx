import { useState } from 'react';
import styled from 'styled-components';
import { Button, DataState, media, nostalgiaApi, useLeagueData, type WhatIf, tokens } from '@bb/shared';
import { nostalgiaMessages } from './messages';
import { TeamChooser } from './TeamChooser';
import { TeamLine } from './WorldSeriesList';

/** The curated what-if matchups: both teams, the line on why it matters, "Play this series". */
export function WhatIfCards() {
  const t = nostalgiaMessages.useT();
  const list = useLeagueData<WhatIf[]>('what-ifs', (signal) => nostalgiaApi.whatIfs(signal));
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-labelledby="nostalgia-what-ifs">
      <h2 id="nostalgia-what-ifs">{t('lobby.whatIfs')}</h2>
      <Intro>{t('lobby.whatIfsIntro')}</Intro>
      <DataState {...list}>
        {(whatIfs) => (
          <Grid>
            {whatIfs.map((w) => (
              <WhatIfCard key={w.id} data-testid={`what-if-${w.id}`}>
                <h3>{w.title}</h3>
                <Teams>
                  {w.teams.map((team) => (
                    <span key={`${team.teamId}-${team.year}`}>
                      <strong>{team.year}</strong> <TeamLine team={team} />
                    </span>
                  ))}
                </Teams>
                <Why>{w.why}</Why>
                {open === w.id ? (
                  <TeamChooser series={{ whatIf: w.id }} teams={w.teams} onCancel={() => setOpen(null)} />
                ) : (
                  <Button $variant="secondary" onClick={() => setOpen(w.id)}>
                    {t('lobby.play')}
                  </Button>
                )}
              </WhatIfCard>
            ))}
          </Grid>
        )}
      </DataState>
    </section>
  );
}

const Intro = styled.p`
  margin: 0 0 ${tokens.spacing.md};
  color: ${tokens.colors.textMuted};
`;

const Grid = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  ${media.up('tablet')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.up('lg')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const WhatIfCard = styled.article`
  display: grid;
  gap: ${tokens.spacing.sm};
  align-content: start;
  padding: ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.md};
  background: ${tokens.colors.surface};
  h3 {
    margin: 0;
    font-family: ${tokens.fonts.heading};
    font-size: ${tokens.fontSizes.lg};
  }
  > button {
    justify-self: start;
  }
`;

const Teams = styled.div`
  display: grid;
  gap: 2px;
`;

const Why = styled.p`
  margin: 0;
  font-style: italic;
`;
