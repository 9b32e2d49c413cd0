import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageTitle, media, tokens } from '@bb/shared';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${tokens.spacing.md};
  margin-bottom: ${tokens.spacing.md};
  h1 {
    margin-bottom: 4px;
  }
`;
const Sub = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.spacing.sm};
  width: 100%;
  ${media.up('tablet')} {
    width: auto;
  }
`;

/** Title, a muted line of facts and the page's controls (season, favourite). */
export function PageHead({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Head>
      <div>
        <PageTitle>{title}</PageTitle>
        {subtitle ? <Sub>{subtitle}</Sub> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Head>
  );
}
