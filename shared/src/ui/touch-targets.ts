import { createGlobalStyle, css } from 'styled-components';
import { media } from '../theme/themes';
import { tokens } from '../theme/theme-vars';

/** Spec'd minimum touch target (WCAG 2.5.5), the height `Button` already has. */
export const TOUCH_TARGET_PX = 44;

/**
 * Padding a negative margin cancels: a text link's hit area grows to 44 px on a 14-16 px line without moving a pixel
 * of the layout around it (its background is transparent, so nothing shows).
 */
const GROW_PX = 15;

/** For a styled text link (no background, no border): a 44 px hit area on phones, the same look. */
export const textLinkHitArea = css`
  ${media.down('smMax')} {
    padding-block: ${GROW_PX}px;
    margin-block: -${GROW_PX}px;
  }
`;

/**
 * Phone touch targets for every remote at once, rendered by the host's layout: controls in the page get 44 px, plain
 * text links and text buttons (unstyled links, links and buttons in table cells) get a 44 px hit area, and a checkbox
 * or radio takes its label's full 44 px row. Styled controls that set their own size keep it (a class outranks these).
 */
export const TouchTargets = createGlobalStyle`
  ${media.down('smMax')} {
    main :is(button, select, textarea, [role='tab'], input:not([type='checkbox'], [type='radio'], [type='range'], [type='hidden'])) {
      min-height: ${TOUCH_TARGET_PX}px;
    }
    main :is(p, li, h2, h3, h4, div, span, small, header, section, dd) > a:not([class]),
    main :is(td, th) :is(a, button) {
      padding-block: ${GROW_PX}px;
      margin-block: -${GROW_PX}px;
    }
    main :is(td, th) button {
      min-height: 0;
    }
    main label:has(> input:is([type='checkbox'], [type='radio'])) {
      display: inline-flex;
      align-items: center;
      gap: ${tokens.spacing.sm};
      min-height: ${TOUCH_TARGET_PX}px;
    }
  }
`;
