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
