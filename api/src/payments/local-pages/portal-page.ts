import { formatMoney, periodAmount, type PlanRow } from '../plans';
import type { SubscriptionRow } from '../subscription-store';
import { displayDate, escapeHtml, page } from './page-layout';

export interface PortalPageModel {
  token: string;
  subscription: SubscriptionRow | null;
  plan: PlanRow | null;
  pendingPlan: PlanRow | null;
  plans: PlanRow[];
  returnUrl: string;
  notice?: string | undefined;
  error?: string | undefined;
}

const AREA = 'Billing · test mode';
const per = (plan: PlanRow): string => (plan.interval === 'year' ? 'year' : 'month');

function statusLine(sub: SubscriptionRow): string {
  if (sub.cancelAtPeriodEnd) return `Cancelled: access ends on ${displayDate(sub.currentPeriodEnd)}`;
  if (sub.status === 'trialing' && sub.trialEnd) return `Your trial period ends on ${displayDate(sub.trialEnd)}`;
  return `Your plan renews on ${displayDate(sub.currentPeriodEnd)}`;
}

function action(token: string, name: string, label: string, cls: string, extra = ''): string {
  return `<form class="inline" method="post" action="/billing/portal/${escapeHtml(token)}/action">
<input type="hidden" name="action" value="${name}">${extra}
<button class="${cls}" type="submit">${escapeHtml(label)}</button>
</form>`;
}

export function renderPortalPage(model: PortalPageModel): string {
  const back = `<a class="button secondary" href="${escapeHtml(model.returnUrl)}">Back to Diamond Dice</a>`;
  const messages =
    (model.notice ? `<div class="notice" role="status">${escapeHtml(model.notice)}</div>` : '') +
    (model.error ? `<div class="alert" role="alert">${escapeHtml(model.error)}</div>` : '');
  const { subscription: sub, plan } = model;
  if (!sub || !plan) {
    return page('Subscription', `<section class="card"><h1>Subscription</h1>${messages}<p class="muted">You have no active Baseball Max subscription.</p><div class="actions">${back}</div></section>`, '', AREA);
  }
  // A switched plan renews at its full price; otherwise the intro price runs for its periods.
  const nextPlan = model.pendingPlan ?? plan;
  const nextCharge = formatMoney(periodAmount(nextPlan, model.pendingPlan ? nextPlan.introPeriods : sub.paidPeriods), nextPlan.currency);
  const badge = sub.cancelAtPeriodEnd ? '<span class="badge off">Cancels at period end</span>' : `<span class="badge">${sub.status === 'trialing' ? 'Free trial' : 'Active'}</span>`;
  const current = `<section class="card" aria-labelledby="current-title">
<p class="muted">Current plan</p>
<h1 id="current-title">${escapeHtml(plan.name)} ${badge}</h1>
${messages}
<ul class="lines">
<li><span>Full price</span><strong>${escapeHtml(formatMoney(plan.amount, plan.currency))}/${per(plan)}</strong></li>
<li><span>${sub.status === 'trialing' && !sub.cancelAtPeriodEnd ? 'Trial ends' : sub.cancelAtPeriodEnd ? 'Access ends' : 'Renews'}</span><strong>${escapeHtml(displayDate(sub.status === 'trialing' && sub.trialEnd ? sub.trialEnd : sub.currentPeriodEnd))}</strong></li>
${sub.cancelAtPeriodEnd ? '' : `<li><span>Next charge</span><strong>${escapeHtml(nextCharge)}</strong></li>`}
${model.pendingPlan ? `<li><span>From the next renewal</span><strong>${escapeHtml(model.pendingPlan.name)}</strong></li>` : ''}
</ul>
<p class="footer-note">${escapeHtml(statusLine(sub))}</p>
<div class="actions">
${sub.cancelAtPeriodEnd ? action(model.token, 'resume', 'Resume subscription', 'primary') : action(model.token, 'cancel', 'Cancel subscription', 'danger')}
${back}
</div>
</section>`;
  const target = model.pendingPlan ?? plan;
  const options = model.plans.filter((p) => p.id !== target.id);
  const switcher = options.length
    ? `<section class="card" aria-labelledby="switch-title">
<h2 id="switch-title">Switch plan</h2>
<p class="muted">The new plan starts at your next renewal; your current period is not charged again.</p>
<div class="actions">
${options
  .map((p) =>
    action(
      model.token,
      'switch',
      `Switch to ${p.name} (${formatMoney(p.amount, p.currency)}/${per(p)})`,
      'secondary',
      `<input type="hidden" name="planId" value="${escapeHtml(p.id)}">`,
    ),
  )
  .join('\n')}
</div>
</section>`
    : '';
  return page('Manage subscription', current + switcher, 'two', AREA);
}
