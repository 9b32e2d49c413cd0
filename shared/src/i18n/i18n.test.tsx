import { act, render, screen } from '@testing-library/react';
import { detectLanguage, getLanguage, initI18n, t } from './i18n';
import { de } from './messages-de';
import { en } from './messages-en';
import { useT } from './use-t';

it('t works before initI18n (lazy init) and returns spec strings', () => {
  expect(t('errors.unauthenticated')).toBe('Unauthenticated or other device logged in!');
  expect(t('search.hint')).toBe('Type at least 3 characters');
  expect(t('search.searching')).toBe('Searching...');
  expect(t('search.noResult')).toBe('No Result Found');
  expect(t('section.unavailable')).toBe('This section is unavailable');
  expect(t('section.retry')).toBe('Retry');
  expect(t('layout.portrait')).toBe('Please use portrait mode for better user experience');
  expect(t('auth.loggedOut')).toBe('Logged out successfully!');
  expect(t('errors.generic')).toBe('Something went wrong, please try again.');
});

it('interpolates variables', () => {
  expect(t('validation.minLength', { n: 8 })).toBe('Must be atleast 8 characters');
  expect(t('common.version', { version: 'V 1.3.48' })).toBe('Version V 1.3.48');
});

it.each([
  ['de-AT', 'de'], ['de', 'de'], ['en-US', 'en'], ['fr-FR', 'en'], ['EN_gb', 'en'],
])('detectLanguage(%s) = %s', (tag, lang) => expect(detectLanguage(tag)).toBe(lang));

it('uses navigator.language when no language is given', () => {
  const spy = jest.spyOn(window.navigator, 'language', 'get').mockReturnValue('de-DE');
  initI18n();
  expect(getLanguage()).toBe('de');
  spy.mockRestore();
  initI18n('en');
});

it('German points to the same English text', () => {
  expect(de).toBe(en);
  initI18n('de');
  expect(t('network.offlineBanner')).toBe('No Internet Connection');
  initI18n('en');
});

it('useT re-renders when the language changes', () => {
  let renders = 0;
  function Hint() {
    const tt = useT();
    renders += 1;
    return <span>{tt('search.hint')}</span>;
  }
  render(<Hint />);
  expect(screen.getByText('Type at least 3 characters')).toBeInTheDocument();
  const before = renders;
  act(() => {
    initI18n('de');
  });
  expect(renders).toBeGreaterThan(before);
  act(() => {
    initI18n('en');
  });
});

describe('defineMessages', () => {
  it('keeps a namespace of its own beside the shared strings', async () => {
    const { defineMessages } = await import('./define-messages');
    const set = defineMessages('i18n-test-area', { title: 'Area {{n}}', nested: { label: 'Nested' } });
    expect(set.t('title', { n: 3 })).toBe('Area 3');
    expect(set.t('nested.label')).toBe('Nested');
    expect(t('search.hint')).toBe('Type at least 3 characters');
  });

  it('hands its strings to i18next on its first translation, not when it is defined', async () => {
    const { defineMessages } = await import('./define-messages');
    const { i18nInstance } = await import('./i18n');
    const set = defineMessages('i18n-test-lazy', { hello: 'Hello' }, { hello: 'Hallo' });
    expect(i18nInstance().hasResourceBundle('en', 'i18n-test-lazy')).toBe(false);
    expect(set.t('hello')).toBe('Hello');
    expect(i18nInstance().hasResourceBundle('en', 'i18n-test-lazy')).toBe(true);
    // Both languages at once, so a later switch finds its strings.
    expect(i18nInstance().hasResourceBundle('de', 'i18n-test-lazy')).toBe(true);
  });

  it('re-renders on a language switch through its hook', async () => {
    const { defineMessages } = await import('./define-messages');
    const set = defineMessages('i18n-test-lang', { hello: 'Hello' }, { hello: 'Hallo' });
    function Probe() {
      const tt = set.useT();
      return <span>{tt('hello')}</span>;
    }
    initI18n('en');
    render(<Probe />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    act(() => {
      initI18n('de');
    });
    expect(screen.getByText('Hallo')).toBeInTheDocument();
    act(() => {
      initI18n('en');
    });
  });
});
