/** The test card form of the local checkout page; the rules and texts follow Stripe's card errors. */
export interface CardForm {
  name?: string | undefined;
  cardNumber?: string | undefined;
  expiry?: string | undefined;
  cvc?: string | undefined;
}

export type CardErrors = Partial<Record<keyof CardForm | 'form', string>>;

/** Stripe's "generic decline" test number: valid, but the bank says no. */
export const DECLINED_TEST_CARD = '4000000000000002';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function validateCard(form: CardForm, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const name = (form.name ?? '').trim();
  if (name === '') errors.name = 'Enter the name on the card.';
  else if (name.length > 100) errors.name = 'The name is too long.';

  const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (digits === '') errors.cardNumber = 'Enter your card number.';
  else if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) errors.cardNumber = 'Your card number is invalid.';

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry ?? '');
  if (!expiry) errors.expiry = "Your card's expiration date is invalid.";
  else {
    const month = Number(expiry[1]);
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    if (month < 1 || month > 12) errors.expiry = "Your card's expiration date is invalid.";
    // A card is good through the last day of its expiry month.
    else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) errors.expiry = 'Your card has expired.';
  }

  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) errors.cvc = "Your card's security code is invalid.";

  if (Object.keys(errors).length === 0 && digits === DECLINED_TEST_CARD) errors.form = 'Your card was declined.';
  return errors;
}
