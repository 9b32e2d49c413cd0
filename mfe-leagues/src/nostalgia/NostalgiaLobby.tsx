import styled from 'styled-components';
import { MySeries } from './MySeries';
import { WhatIfCards } from './WhatIfCards';
import { WorldSeriesList } from './WorldSeriesList';
import { tokens } from '@bb/shared';

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
  gap: ${tokens.spacing.xl};
  color: ${tokens.colors.text};
  h2 {
    margin: 0 0 ${tokens.spacing.sm};
    font-family: ${tokens.fonts.heading};
    font-size: ${tokens.fontSizes.xl};
  }
`;
