import { initI18n } from '@bb/shared';
import { formatMoney, planPrice } from './plan-pricing';
import { MONTHLY, YEARLY } from './test-plans';

beforeAll(() => initI18n('en'));

test('the intro price heads the plan, the full price follows; no intro offer shows the full price', () => {
  expect(formatMoney(1499)).toBe('$14.99');
  expect(planPrice(MONTHLY)).toEqual({ headline: '$14.99/mo for 3 months', after: 'then $19.99/mo' });
  expect(planPrice(YEARLY)).toEqual({ headline: '$119.99 for the first year', after: 'then $179.99/year' });
  expect(planPrice({ ...MONTHLY, introAmount: null })).toEqual({ headline: '$19.99/mo', after: null });
});
