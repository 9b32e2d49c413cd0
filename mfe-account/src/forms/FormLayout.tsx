import styled from 'styled-components';
import { Card, media } from '@bb/shared';

/** The centered card of the login, sign-up and password screens. */
export const AuthCard = styled(Card)`
  width: 100%;
  max-width: 460px;
  margin: ${(p) => p.theme.spacing.md} auto;
  padding: ${(p) => p.theme.spacing.lg} ${(p) => p.theme.spacing.md};
  box-shadow: 0 8px 24px rgba(11, 31, 58, 0.08);
  ${media.up('tablet')} {
    padding: ${(p) => p.theme.spacing.xl};
    margin-top: ${(p) => p.theme.spacing.xl};
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.md};
`;

/** Two fields side by side from tablet up, stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${(p) => p.theme.spacing.md};
  grid-template-columns: 1fr;
  ${media.up('xs')} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${(p) => p.theme.spacing.md};
  color: ${(p) => p.theme.colors.textMuted};
`;

export const FormFooter = styled.p`
  margin: ${(p) => p.theme.spacing.md} 0 0;
  text-align: center;
  color: ${(p) => p.theme.colors.textMuted};
  & a {
    color: ${(p) => p.theme.colors.link};
    font-weight: 600;
  }
`;

export const SubmitRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.spacing.sm};
  & > button {
    width: 100%;
  }
  & > a {
    align-self: center;
    color: ${(p) => p.theme.colors.link};
    font-weight: 600;
  }
`;

export const Notice = styled.p<{ $tone?: 'success' | 'info' }>`
  margin: 0;
  padding: ${(p) => p.theme.spacing.md};
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => (p.$tone === 'success' ? p.theme.colors.success : p.theme.colors.info)};
  color: ${(p) => p.theme.colors.text};
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
