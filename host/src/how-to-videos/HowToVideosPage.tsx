import styled from 'styled-components';
import { Page, PageTitle, tokens } from '@bb/shared';
import { MODE_GUIDES } from './mode-guides';
import { ModeSection } from './ModeSection';
import { RulesSection } from './rules/RulesSection';
import { useHowToManifest } from './use-howto-manifest';

const RULES_ID = 'howto-dice-and-cards';

/**
 * How To (issue 21 item 6; opens in a new window from the header icon and the menu): a guide per mode with
 * a demonstration recorded from the real screens (scripts/record-howto.mjs, served by api/src/howto), then the
 * dice-and-card rules with pictures.
 */
export function HowToVideosPage() {
  const state = useHowToManifest();
  const manifest = state.status === 'ready' ? state.manifest : null;
  const recordingOf = (mode: string) => manifest?.modes.find((m) => m.mode === mode);
  return (
    <Page>
      <PageTitle>How To Videos</PageTitle>
      <p>Short demonstrations of every mode on the real screens, and how the dice and the cards decide each plate appearance.</p>
      <Toc aria-label="Contents">
        <h2>Contents</h2>
        <ol>
          {MODE_GUIDES.map((guide) => (
            <li key={guide.mode}>
              <a href={`#howto-${guide.mode}`}>{guide.title}</a>
            </li>
          ))}
          <li>
            <a href={`#${RULES_ID}`}>The dice and the cards</a>
          </li>
        </ol>
      </Toc>
      {MODE_GUIDES.map((guide) => (
        <ModeSection key={guide.mode} guide={guide} recording={recordingOf(guide.mode)} version={manifest?.recordedAt ?? ''} loading={state.status === 'loading'} />
      ))}
      <RulesSection id={RULES_ID} />
    </Page>
  );
}

const Toc = styled.nav`
  margin: ${tokens.spacing.md} 0;
  h2 {
    font-size: ${tokens.fontSizes.lg};
    margin: 0 0 ${tokens.spacing.sm};
  }
  ol {
    margin: 0;
    padding-left: 1.2em;
    columns: 2 160px;
  }
  li {
    margin-bottom: ${tokens.spacing.xs};
  }
`;
