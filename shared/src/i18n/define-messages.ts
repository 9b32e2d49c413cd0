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
 *
 * The strings reach i18next on the set's first translation, not when its module is evaluated: some forty sets are
 * defined at start-up and a page uses a few, and adding them all (with i18next's deep merge) held a phone's main
 * thread for about 100 ms before the shell could paint.
 */
export function defineMessages<T extends object>(namespace: string, en: T, de: Widen<T> = en as Widen<T>): MessageSet<T> {
  let added = false;
  const translate = (key: string, options: Record<string, unknown>): string => {
    const instance = i18nInstance();
    if (!instance.isInitialized) initI18n();
    if (!added) {
      instance.addResourceBundle('en', namespace, en, true, true);
      instance.addResourceBundle('de', namespace, de, true, true);
      added = true;
    }
    // i18next's key typing knows only the default namespace; this set's keys are checked by Paths<T> instead.
    return (instance.t as unknown as (key: string, options: Record<string, unknown>) => string)(key, options);
  };
  const t = (key: Paths<T>, vars?: Record<string, unknown>) => translate(key, { ...(vars ?? {}), ns: namespace });
  return {
    t,
    useT: () => {
      useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
      return t;
    },
  };
}
