import type { Mail } from '../mail/index';
import type { UserRow } from '../auth/index';

/** Every mail about an account has the same shape: to the user's address, greeted by name, the body, nothing else. */
function accountMail(user: Pick<UserRow, 'email' | 'firstName' | 'username'>, subject: string, body: string[]): Mail {
  return { to: user.email, subject, text: [`Hello ${user.firstName || user.username},`, '', ...body].join('\n') };
}

/** The password-reset link (forgot password, reset by e-mail from the profile). */
export function resetLinkMail(user: Pick<UserRow, 'email' | 'firstName' | 'username'>, link: string): Mail {
  return accountMail(user, 'Reset your Diamond Dice password', [
    'Someone (hopefully you) asked to reset the password of your Diamond Dice account.',
    'Open this link to choose a new password. It works once and expires in 1 hour:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ]);
}

/** To the old address after an e-mail change: if someone else made it, its owner can act. */
export function emailChangedMail(user: Pick<UserRow, 'email' | 'firstName' | 'username'>, newEmail: string): Mail {
  return accountMail(user, 'Your Diamond Dice e-mail address was changed', [
    `The e-mail address of your Diamond Dice account was changed to ${newEmail}.`,
    'Mails about your account now go there.',
    '',
    'If you did not make this change, reply to this mail at once so we can secure your account.',
  ]);
}

/** The link that creates the account (sign-up is finished from the mailbox, so its answer tells nothing). */
export function confirmSignupMail(to: { email: string; firstName: string; username: string }, link: string): Mail {
  return accountMail(to, 'Finish signing up for Diamond Dice', [
    'Open this link to create your Diamond Dice account and start playing. It works once and expires in 24 hours:',
    '',
    link,
    '',
    'If you did not sign up, ignore this mail: no account is created.',
  ]);
}

/** To the owner of an address someone tried to sign up with again. */
export function signupAgainMail(user: Pick<UserRow, 'email' | 'firstName' | 'username'>, origin: string): Mail {
  return accountMail(user, 'Someone tried to sign up with your e-mail address', [
    'Someone (hopefully you) tried to create a new Diamond Dice account with this address, which already has one.',
    `Log in here: ${origin}/login`,
    `Forgot your password? Choose a new one here: ${origin}/forgot-password`,
    '',
    'If it was not you, you need not do anything: your account is unchanged.',
  ]);
}
