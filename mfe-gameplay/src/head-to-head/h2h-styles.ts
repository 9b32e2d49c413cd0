import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tokens } from '@bb/shared';

// Phone first (375 px): one column, every control at least 44 px high.

export const Section = styled.section`
  display: grid;
  gap: ${tokens.spacing.sm};
  h2 {
    margin: 0;
    font-size: ${tokens.fontSizes.lg};
  }
`;

export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.spacing.sm};
`;

export const Meta = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;

/** The line under a page's title (the matchup): apart from what follows it. */
export const Subtitle = styled(Meta)`
  margin-bottom: ${tokens.spacing.md};
`;

export const Lead = styled.p`
  margin: 0;
  font-weight: 700;
`;

export const Alert = styled.p`
  margin: 0;
  color: ${tokens.colors.error};
  font-weight: 700;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.spacing.sm};
  & > button {
    flex: 1 1 120px;
    /* Side by side on a phone; on a wide screen they stay button-sized instead of spanning the card. */
    max-width: 240px;
  }
`;

export const TextInput = styled.input`
  width: 100%;
  min-width: 0;
  min-height: 44px;
  box-sizing: border-box;
  padding: 0 10px;
  border-radius: ${tokens.radii.md};
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  font: 400 ${tokens.fontSizes.md} ${tokens.fonts.body};
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
  }
`;

/** Scrolls inside itself so a long list never pushes the form's button off a phone screen. */
export const OpponentList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  max-height: 240px;
  overflow-y: auto;
`;

export const OpponentButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${tokens.spacing.sm};
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${tokens.radii.md};
  border: 2px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  font: 600 ${tokens.fontSizes.md} ${tokens.fonts.body};
  text-align: left;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${tokens.colors.primary};
    background: ${tokens.colors.primary};
    color: ${tokens.colors.primaryText};
  }
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
  }
  small {
    margin-left: auto;
    font-weight: 400;
  }
`;

export const Dot = styled.span<{ $online: boolean }>`
  flex: 0 0 auto;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${(p) => (p.$online ? tokens.colors.success : tokens.colors.border)};
`;

export const Seats = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${tokens.spacing.sm};
    min-height: 44px;
    padding: 0 10px;
    border-radius: ${tokens.radii.md};
    border: 1px solid ${tokens.colors.border};
  }
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const Tick = styled.strong`
  color: ${tokens.colors.success};
  white-space: nowrap;
`;

export const Waiting = styled.em`
  color: ${tokens.colors.textMuted};
  white-space: nowrap;
`;

/** One invitation's lines, evenly spaced; its buttons a little apart from the text. */
export const CardBody = styled.div`
  display: grid;
  gap: 6px;
  & > div:last-child {
    margin-top: 6px;
  }
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${tokens.colors.text};
  font-weight: 600;
`;
