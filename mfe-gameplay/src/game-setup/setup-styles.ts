import styled from 'styled-components';
import { tokens } from '@bb/shared';

export const Problem = styled.p`
  margin: 0;
  color: ${tokens.colors.error};
  font-weight: 700;
`;

export const Fine = styled.p`
  margin: 0;
  color: ${tokens.colors.success};
  font-weight: 600;
`;
