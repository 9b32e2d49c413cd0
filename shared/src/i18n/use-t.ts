import { useSyncExternalStore } from 'react';
import { getLanguage, subscribeLanguage, t } from './i18n';

/** A tiny stand-in for react-i18next: re-renders when initI18n switches the language. */
export function useT(): typeof t {
  useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
  return t;
}
