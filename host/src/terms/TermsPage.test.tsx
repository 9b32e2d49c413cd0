import { render, screen, within } from '@testing-library/react';
import { ThemeRoot, initI18n } from '@bb/shared';
import { TermsPage } from './TermsPage';
import { CC_BY_SA_URL, TERMS_SECTIONS } from './terms-text';

beforeAll(() => initI18n('en'));

function renderTerms() {
  return render(
    <ThemeRoot mode="day">
      <TermsPage />
    </ThemeRoot>,
  );
}

test('the title and the last-updated date head the page', () => {
  renderTerms();
  expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  const updated = screen.getByText('Last updated: Fri, Nov 27, 2026');
  expect(updated.tagName).toBe('TIME');
  expect(updated).toHaveAttribute('datetime', '2026-11-27');
});

test('every section heading is on the page and the contents link to each of them, in order', () => {
  const { container } = renderTerms();
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(contents).getAllByRole('link');
  expect(links.map((a) => a.textContent)).toEqual(TERMS_SECTIONS.map((s) => s.heading));
  for (const link of links) {
    const target = container.querySelector(link.getAttribute('href')!);
    expect(target).not.toBeNull();
    expect(target).toHaveTextContent(link.textContent!);
    expect(target!.tagName).toBe('H2');
  }
  // Ids are unique, so each link lands on its own heading.
  expect(new Set(TERMS_SECTIONS.map((s) => s.id)).size).toBe(TERMS_SECTIONS.length);
});

test('the issue\'s subjects each have a section: billing, trial, cancellation, acceptable use, data, contact', () => {
  renderTerms();
  for (const name of ['Billing and renewal', 'The free trial', 'Cancelling', 'Refunds', 'Acceptable use', 'Your data', 'Closing your account', 'Baseball history and its data', 'Contact']) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
});

test('the product facts stated are the plans\' (prices, 3-day trial, renewal) and the data licence links to CC BY-SA 3.0', () => {
  renderTerms();
  expect(screen.getByText(/Every plan starts with a 3-day free trial/)).toBeInTheDocument();
  expect(screen.getByText('Monthly: $14.99 a month for the first 3 months, then $19.99 a month.')).toBeInTheDocument();
  expect(screen.getByText('Yearly: $119.99 for the first year, then $199.99 a year.')).toBeInTheDocument();
  expect(screen.getByText(/All plans renew at full price/)).toBeInTheDocument();
  expect(screen.getByText(/Lahman Baseball Database by Sean Lahman \(SABR\), with the Chadwick Baseball Bureau/)).toBeInTheDocument();
  const licence = screen.getByRole('link', { name: /CC BY-SA 3.0/ });
  expect(licence).toHaveAttribute('href', CC_BY_SA_URL);
  expect(licence).toHaveAttribute('target', '_blank');
});
