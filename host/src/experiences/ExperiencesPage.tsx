import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AREA_ENTRY, Page, PageTitle } from '@bb/shared';
import { EXPERIENCE_TILES } from './experience-tiles';

const Featured = styled(Link)`
  display: block;
  margin: 16px 0 24px;
  padding: 20px;
  border-radius: 14px;
  text-decoration: none;
  color: #0b1f3a;
  background: linear-gradient(135deg, #f5c542, #f29f3d);
  font-weight: 700;
  & small {
    display: block;
    font-weight: 500;
    margin-top: 4px;
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
  justify-content: flex-end;
  height: 100%;
  box-sizing: border-box;
  min-height: 88px;
  padding: 12px;
  @media (min-width: 768px) {
    min-height: ${({ $large }) => ($large ? '140px' : '110px')};
    padding: 16px;
  }
  border-radius: 14px;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  & strong {
    font-size: 16px;
  }
  & span {
    opacity: 0.75;
    font-size: 13px;
    margin-top: 4px;
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
    border-color: #f5c542;
  }
`;

/** Home (/experiences/new): every way to play, one tap away. */
export function ExperiencesPage() {
  return (
    <Page>
      <PageTitle>Play ball</PageTitle>
      <Featured to={AREA_ENTRY.gotd}>
        Game Of The Day
        <small>One featured matchup every day. Climb the leaderboard.</small>
      </Featured>
      <Grid>
        {EXPERIENCE_TILES.map((tile) => (
          <Item key={tile.title} $large={tile.size === 'large'}>
            <Tile to={tile.to} $large={tile.size === 'large'}>
              <strong>{tile.title}</strong>
              <span>{tile.text}</span>
            </Tile>
          </Item>
        ))}
      </Grid>
    </Page>
  );
}
