import styled from 'styled-components';

export const Problem = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.error};
  font-weight: 700;
`;

export const Fine = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.success};
  font-weight: 600;
`;
