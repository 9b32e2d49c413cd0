import styled from 'styled-components';
import { Page, PageTitle, TOUCH_TARGET_PX, formatDate, media, textLinkHitArea, tokens } from '@bb/shared';
import { termsMessages } from './terms-messages';
import { TERMS_INTRO, TERMS_LAST_UPDATED, TERMS_SECTIONS, type TermsBlock, type TermsSection } from './terms-text';

const CONTENTS_ID = 'contents';

/** One column on a phone (title, contents, text); from 1280 px the contents stay beside the text while it scrolls. */
const Layout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 72ch);
  grid-template-areas: 'head' 'contents' 'body';
  justify-content: center;
  row-gap: ${tokens.spacing.lg};
  ${media.up('xl')} {
    grid-template-columns: 260px minmax(0, 72ch);
    grid-template-areas: 'contents head' 'contents body';
    column-gap: ${tokens.spacing.xxl};
    row-gap: 0;
  }
`;

const Text = styled.div<{ $area: 'head' | 'body' }>`
  grid-area: ${(p) => p.$area};
  font-size: 16px;
  line-height: 1.6;
  color: ${tokens.colors.text};
  /* Long words and the licence address wrap instead of widening a 375 px screen. */
  overflow-wrap: anywhere;
  p,
  ul {
    margin: 0 0 ${tokens.spacing.md};
  }
  ul {
    padding-left: ${tokens.spacing.lg};
  }
  li + li {
    margin-top: ${tokens.spacing.sm};
  }
  a {
    color: ${tokens.colors.link};
  }
`;

const Updated = styled.p`
  margin: 0 0 ${tokens.spacing.md};
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.md};
`;

const Contents = styled.nav`
  grid-area: contents;
  align-self: start;
  padding: ${tokens.spacing.md};
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radii.lg};
  background: ${tokens.colors.surface};
  scroll-margin-top: calc(${tokens.layout.headerHeight} + ${tokens.spacing.md});
  h2 {
    margin: 0 0 ${tokens.spacing.sm};
    font-size: ${tokens.fontSizes.lg};
  }
  ol {
    margin: 0;
    padding-left: ${tokens.spacing.lg};
    line-height: 1.4;
  }
  li + li {
    margin-top: ${tokens.spacing.xs};
  }
  /* Block links: the list number sits on a wrapped heading's first line, and the tap target is the row. */
  a {
    display: flex;
    align-items: center;
    min-height: ${TOUCH_TARGET_PX}px;
    color: ${tokens.colors.text};
  }
  ${media.up('xl')} {
    a {
      min-height: 0;
      padding: 3px 0;
    }
    position: sticky;
    top: calc(${tokens.layout.headerHeight} + ${tokens.spacing.md});
    max-height: calc(100vh - ${tokens.layout.headerHeight} - ${tokens.spacing.xl});
    overflow-y: auto;
  }
`;

const Section = styled.section`
  margin-bottom: ${tokens.spacing.lg};
  h2 {
    margin: 0 0 ${tokens.spacing.sm};
    font-family: ${tokens.fonts.heading};
    font-size: ${tokens.fontSizes.lg};
    line-height: 1.3;
    /* The header is sticky: a heading reached from the contents is not hidden under it. */
    scroll-margin-top: calc(${tokens.layout.headerHeight} + ${tokens.spacing.md});
  }
`;

/** On a phone the contents are far above; beside the text (1280 px) they are always in view. */
const BackLink = styled.a`
  font-size: ${tokens.fontSizes.md};
  ${textLinkHitArea}
  ${media.up('xl')} {
    display: none;
  }
`;

function Block({ block }: { block: TermsBlock }) {
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  const parts = typeof block.paragraph === 'string' ? [block.paragraph] : block.paragraph;
  return (
    <p>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ),
      )}
    </p>
  );
}

function TermsSectionView({ section, backLabel }: { section: TermsSection; backLabel: string }) {
  return (
    <Section aria-labelledby={section.id}>
      <h2 id={section.id}>{section.heading}</h2>
      {section.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
      <BackLink href={`#${CONTENTS_ID}`}>{backLabel}</BackLink>
    </Section>
  );
}

/** /terms-of-service (public): the terms of terms-text.ts with a table of contents linking to each section. */
export function TermsPage() {
  const m = termsMessages.useT();
  // Noon Eastern: the ISO day stays the same day in the ET date format whatever the browser's zone.
  const updated = formatDate(`${TERMS_LAST_UPDATED}T12:00:00-05:00`);
  return (
    <Page>
      <Layout aria-labelledby="terms-title">
        <Text $area="head">
          <PageTitle id="terms-title">{m('title')}</PageTitle>
          <Updated>
            <time dateTime={TERMS_LAST_UPDATED}>{m('lastUpdated', { date: updated })}</time>
          </Updated>
          <p>{TERMS_INTRO}</p>
        </Text>
        <Contents id={CONTENTS_ID} aria-labelledby="terms-contents-title">
          <h2 id="terms-contents-title">{m('contents')}</h2>
          <ol>
            {TERMS_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </Contents>
        <Text $area="body">
          {TERMS_SECTIONS.map((section) => (
            <TermsSectionView key={section.id} section={section} backLabel={m('backToContents')} />
          ))}
        </Text>
      </Layout>
    </Page>
  );
}
