import styled, { css } from 'styled-components';
import { controlStyles, tokens } from '@bb/shared';

export const GameList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 480px;
  overflow-y: auto;
`;

export const GameRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.spacing.sm};
  padding: ${tokens.spacing.sm} 0;
  border-bottom: 1px solid ${tokens.colors.border};
  > div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
`;

export const Muted = styled.span`
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.sm};
`;

// The forms' one control look, full width in this screen's grid cells.
const inputLook = css`
  ${controlStyles}
  width: 100%;
  box-sizing: border-box;
`;

export const SearchInput = styled.input`
  ${inputLook}
  max-width: 240px;
  margin-bottom: ${tokens.spacing.sm};
`;

export const SideGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${tokens.spacing.md};
`;

export const Controls = styled.div`
  display: grid;
  gap: ${tokens.spacing.sm};
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  select,
  input {
    ${inputLook}
  }
`;

export const Years = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${tokens.spacing.sm};
`;

export const Badge = styled.span`
  display: inline-block;
  padding: 0 6px;
  border-radius: ${tokens.radii.pill};
  background: ${tokens.colors.primary};
  color: ${tokens.colors.primaryText};
  font-size: ${tokens.fontSizes.sm};
  font-weight: 700;
`;

/** A link that looks like the kit's secondary button (a catalog game opens its own page). */
export const ChooseLink = styled.a`
  flex: 0 0 auto;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${tokens.spacing.md};
  border-radius: ${tokens.radii.md};
  border: 1px solid ${tokens.colors.primary};
  color: ${tokens.colors.link};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
  }
`;

/** The page's cards, apart. */
export const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.spacing.md};
  margin-top: ${tokens.spacing.md};
`;

export const SearchLabel = styled.label`
  display: grid;
  gap: 4px;
  font-weight: 600;
`;
