import styled from 'styled-components';
import { useCrampedLandscape } from './landscape-viewport';

export const LANDSCAPE_ALERT_TEXT = 'Please use portrait mode for better user experience';

// In the page flow (not an overlay): the app stays usable underneath.
const Bar = styled.div`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
  color: #1a1200;
  background: #f5c542;
`;

/** Asks for portrait on short landscape screens (height under 400 px and below the width). */
export function LandscapeAlert() {
  const cramped = useCrampedLandscape();
  if (!cramped) return null;
  return (
    <Bar role="alert" data-testid="landscape-alert">
      {LANDSCAPE_ALERT_TEXT}
    </Bar>
  );
}
