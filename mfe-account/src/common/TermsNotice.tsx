import styled from 'styled-components';
import { TERMS_PATH, tokens } from '@bb/shared';
import { commonMessages } from './common-messages';

const Notice = styled.p`
  margin: 0;
  text-align: center;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes.md};
  & a {
    color: ${tokens.colors.link};
    font-weight: 600;
  }
`;

/**
 * 'By … you agree to the Terms of Service.' under the sign-up form and the plan pickers. The terms open in a
 * new tab, so reading them loses neither a half-filled form nor a chosen plan (the plan modal would close).
 */
export function TermsNotice({ context }: { context: 'signup' | 'checkout' }) {
  const m = commonMessages.useT();
  return (
    <Notice>
      {m(context === 'signup' ? 'agreeSignup' : 'agreeCheckout')}{' '}
      <a href={TERMS_PATH} target="_blank" rel="noopener">
        {m('terms')}
      </a>
      .
    </Notice>
  );
}
