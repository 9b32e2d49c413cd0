import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AREA_ENTRY, ModeIcon, Page, PageTitle } from '@bb/shared';
import { EXPERIENCE_TILES } from './experience-tiles';

const Featured = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  margin: ${({ theme }) => `${theme.spacing.md} 0 ${theme.spacing.lg}`};
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.card};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.accentText};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, #f29f3d);
  box-shadow: ${({ theme }) => theme.elevation.mid};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  & small {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    margin-top: 4px;
  }
  /* The gold accent would vanish on the gold band. */
  & .accent {
    fill: #ffffff;
  }
`;

const Item = styled.li<{ $large: boolean }>`
  grid-column: ${({ $large }) => ($large ? 'span 2' : 'auto')};
  @media (min-width: 768px) {
    grid-column: ${({ $large }) => ($large ? 'span 2' : 'auto')};
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: 768px) {
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  }
`;

const Tile = styled(Link)<{ $large: boolean }>`
  display: flex;
  flex-direction: column;
  /* Icon, title, text from the top: the titles of a row line up whatever the length of the text under them. */
  justify-content: flex-start;
  gap: ${({ theme }) => theme.spacing.xs};
  height: 100%;
  box-sizing: border-box;
  min-height: 88px;
  padding: 12px;
  @media (min-width: 768px) {
    min-height: ${({ $large }) => ($large ? '140px' : '110px')};
    padding: 16px;
  }
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.elevation.low};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  & strong {
    font-size: 16px;
  }
  & [data-icon] {
    margin-bottom: ${({ theme }) => theme.spacing.sm};
  }
  & span {
    opacity: 0.75;
    font-size: 13px;
  }
  @media (min-width: 768px) {
    & strong {
      font-size: 18px;
    }
    & span {
      font-size: 14px;
    }
  }
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.elevation.mid};
  }
`;

/** Home (/experiences/new): every way to play, one tap away. */
export function ExperiencesPage() {
  return (
    <Page>
      <PageTitle>Play ball</PageTitle>
      <Featured to={AREA_ENTRY.gotd}>
        <ModeIcon name="gotd" size={48} />
        <span>
          Game Of The Day
          <small>One featured matchup every day. Climb the leaderboard.</small>
        </span>
      </Featured>
      <Grid>
        {EXPERIENCE_TILES.map((tile) => (
          <Item key={tile.title} $large={tile.size === 'large'}>
            <Tile to={tile.to} $large={tile.size === 'large'} data-testid="experience-tile">
              <ModeIcon name={tile.icon} size={tile.size === 'large' ? 48 : 40} />
              <strong>{tile.title}</strong>
              <span>{tile.text}</span>
            </Tile>
          </Item>
        ))}
      </Grid>
    </Page>
  );
}
