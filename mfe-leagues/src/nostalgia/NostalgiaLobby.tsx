import styled from 'styled-components';
import { MySeries } from './MySeries';
import { WhatIfCards } from './WhatIfCards';
import { WorldSeriesList } from './WorldSeriesList';

/** The Nostalgia tab of the season lobby: my series, World Series by year, the what-if cards. */
export function NostalgiaLobby() {
  return (
    <Sections>
      <MySeries />
      <WorldSeriesList />
      <WhatIfCards />
    </Sections>
  );
}

const Sections = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.xl};
  color: ${(p) => p.theme.colors.text};
  h2 {
    margin: 0 0 ${(p) => p.theme.spacing.sm};
    font-family: ${(p) => p.theme.fonts.heading};
    font-size: ${(p) => p.theme.fontSizes.xl};
  }
`;
