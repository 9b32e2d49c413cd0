import { useSyncExternalStore } from 'react';
import { getLanguage, i18nInstance, initI18n, subscribeLanguage } from './i18n';
import type { Paths, Widen } from './messages-en';

export interface MessageSet<T> {
  /** Translates a dotted key of this set; `{{name}}` placeholders take `vars`. */
  t: (key: Paths<T>, vars?: Record<string, unknown>) => string;
  /** Hook form of `t` that re-renders on a language switch. */
  useT: () => (key: Paths<T>, vars?: Record<string, unknown>) => string;
}

/**
 * A remote's or feature's own strings, kept beside its code as an i18next namespace
 * on shared's one instance: apps add strings without editing shared's catalogue.
 */
export function defineMessages<T extends object>(namespace: string, en: T, de: Widen<T> = en as Widen<T>): MessageSet<T> {
  const instance = i18nInstance();
  if (!instance.isInitialized) initI18n();
  instance.addResourceBundle('en', namespace, en, true, true);
  instance.addResourceBundle('de', namespace, de, true, true);
  // i18next's key typing knows only the default namespace; this set's keys are checked by Paths<T> instead.
  const translate = instance.t as unknown as (key: string, options: Record<string, unknown>) => string;
  const t = (key: Paths<T>, vars?: Record<string, unknown>) => translate(key, { ...(vars ?? {}), ns: namespace });
  return {
    t,
    useT: () => {
      useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
      return t;
    },
  };
}
