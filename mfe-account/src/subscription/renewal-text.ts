import { formatDate, fromUnixSeconds, type ActiveSubscription } from '@bb/shared';
import { subscriptionMessages } from './subscription-messages';

/**
 * 'Your trial period ends on {date}' while a trial end exists, otherwise
 * 'Your plan renews on {date}'; dates like 'Tue, Jan 2, 2024'. A cancelled plan does not
 * renew, so it says when it ends instead.
 */
export function renewalText(active: ActiveSubscription): string {
  const m = subscriptionMessages.t;
  const { trial_end: trialEnd, current_period_end: periodEnd, cancel_at_period_end: cancelling } = active.subscription;
  if (trialEnd) return m('trialEnds', { date: formatDate(fromUnixSeconds(trialEnd)) });
  const date = formatDate(fromUnixSeconds(periodEnd));
  return cancelling ? m('endsOn', { date }) : m('renews', { date });
}
