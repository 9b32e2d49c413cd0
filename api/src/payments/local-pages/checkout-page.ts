import { PLANS_FOOTER } from '@bb/contract';
import { formatMoney, type PlanRow } from '../plans';
import type { CardErrors, CardForm } from './card-validation';
import { displayDate, escapeHtml, page } from './page-layout';

const per = (plan: PlanRow): string => (plan.interval === 'year' ? 'year' : 'month');

/** "Then $14.99/month for 3 months, $19.99/month after" — what the card is charged once the trial ends. */
export function pricingLines(plan: PlanRow): Array<[string, string]> {
  const full = `${formatMoney(plan.amount, plan.currency)}/${per(plan)}`;
  const lines: Array<[string, string]> = [];
  if (plan.introAmount !== null && plan.introPeriods > 0) {
    const intro = formatMoney(plan.introAmount, plan.currency);
    const span = plan.interval === 'year' ? (plan.introPeriods === 1 ? 'the first year' : `the first ${plan.introPeriods} years`) : `the first ${plan.introPeriods} months`;
    lines.push([`Intro price for ${span}`, `${intro}/${per(plan)}`]);
    lines.push(['Then', full]);
  } else {
    lines.push(['Price', full]);
  }
  return lines;
}

export interface CheckoutPageModel {
  sessionId: string;
  plan: PlanRow;
  customerEmail: string;
  trialEnd: Date;
  form?: CardForm;
  errors?: CardErrors;
}

function field(name: keyof CardForm, label: string, model: CheckoutPageModel, attrs: string): string {
  const error = model.errors?.[name];
  const value = name === 'cardNumber' || name === 'cvc' ? '' : (model.form?.[name] ?? '');
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" value="${escapeHtml(value)}" ${attrs}${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''}>
${error ? `<div class="err" id="${name}-error">${escapeHtml(error)}</div>` : ''}`;
}

export function renderCheckoutPage(model: CheckoutPageModel): string {
  const { plan } = model;
  const firstCharge = plan.introAmount ?? plan.amount;
  const summary = `<section class="card" aria-labelledby="plan-title">
<p class="muted">Subscribe to</p>
<h1 id="plan-title">${escapeHtml(plan.name)}</h1>
<div class="price">${plan.trialDays} days free</div>
<p class="muted">Then ${escapeHtml(formatMoney(firstCharge, plan.currency))}/${per(plan)}${plan.introAmount !== null ? ' (intro price)' : ''}</p>
${plan.tag ? `<span class="tag">${escapeHtml(plan.tag)}</span>` : ''}
<ul class="lines">
<li><span>${plan.trialDays}-day free trial</span><strong>ends ${escapeHtml(displayDate(model.trialEnd))}</strong></li>
${pricingLines(plan)
  .map(([label, value]) => `<li><span>${escapeHtml(label)}</span><strong>${escapeHtml(value)}</strong></li>`)
  .join('\n')}
<li><span>Due today</span><strong>${escapeHtml(formatMoney(0, plan.currency))}</strong></li>
</ul>
<p class="footer-note">${escapeHtml(PLANS_FOOTER)}. Cancel any time before the trial ends and you will not be charged.</p>
</section>`;

  const formError = model.errors?.form ? `<div class="alert" role="alert">${escapeHtml(model.errors.form)}</div>` : '';
  const payForm = `<section class="card" aria-labelledby="pay-title">
<h2 id="pay-title">Pay with card</h2>
${formError}
<form method="post" action="/checkout/${escapeHtml(model.sessionId)}/pay" novalidate>
<label for="email">Email</label>
<input id="email" value="${escapeHtml(model.customerEmail)}" readonly>
${field('name', 'Name on card', model, 'autocomplete="cc-name" maxlength="100" required')}
${field('cardNumber', 'Card number', model, 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23" required')}
<div class="row">
<div>${field('expiry', 'Expiry (MM / YY)', model, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7" required')}</div>
<div>${field('cvc', 'CVC', model, 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required')}</div>
</div>
<div class="actions">
<button class="primary" type="submit">Pay</button>
</div>
</form>
<form class="inline" method="post" action="/checkout/${escapeHtml(model.sessionId)}/cancel">
<div class="actions"><button class="secondary" type="submit">Cancel</button></div>
</form>
<p class="test">Test mode: use 4242 4242 4242 4242, any future expiry and any CVC. 4000 0000 0000 0002 is declined. No money moves.</p>
</section>`;
  return page(`Checkout: ${plan.name}`, summary + payForm, 'two');
}
