import styled from 'styled-components';
import { Card, media, tokens } from '@bb/shared';

/** The centered card of the login, sign-up and password screens. */
export const AuthCard = styled(Card)`
  width: 100%;
  max-width: 460px;
  margin: ${tokens.spacing.md} auto;
  padding: ${tokens.spacing.lg} ${tokens.spacing.md};
  box-shadow: 0 8px 24px rgba(11, 31, 58, 0.08);
  ${media.up('tablet')} {
    padding: ${tokens.spacing.xl};
    margin-top: ${tokens.spacing.xl};
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.spacing.md};
`;

/** Two fields side by side from tablet up, stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${tokens.spacing.md};
  grid-template-columns: 1fr;
  ${media.up('xs')} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${tokens.spacing.md};
  color: ${tokens.colors.textMuted};
`;

export const FormFooter = styled.p`
  margin: ${tokens.spacing.md} 0 0;
  text-align: center;
  color: ${tokens.colors.textMuted};
  & a {
    color: ${tokens.colors.link};
    font-weight: 600;
  }
`;

export const SubmitRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.spacing.sm};
  & > button {
    width: 100%;
  }
  & > a {
    align-self: center;
    color: ${tokens.colors.link};
    font-weight: 600;
  }
`;

export const Notice = styled.p<{ $tone?: 'success' | 'info' }>`
  margin: 0;
  padding: ${tokens.spacing.md};
  border-radius: ${tokens.radii.md};
  border: 1px solid ${(p) => (p.$tone === 'success' ? tokens.colors.success : tokens.colors.info)};
  color: ${tokens.colors.text};
`;

/** Settings forms inside a wider card: full-width button on phones, a normal one at the end from tablet up. */
export const InlineActions = styled.div`
  display: flex;
  & > button {
    width: 100%;
  }
  ${media.up('tablet')} {
    justify-content: flex-end;
    & > button {
      width: auto;
      min-width: 200px;
    }
  }
`;
