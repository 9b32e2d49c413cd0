import i18next, { type i18n as I18nInstance } from 'i18next';
import { de } from './messages-de';
import { en, type MessageKey } from './messages-en';

export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

// A private instance: a remote that also uses the global i18next cannot clobber shared's strings.
const instance: I18nInstance = i18next.createInstance();
const listeners = new Set<() => void>();

/** Language from a browser tag such as 'de-AT'; unknown prefixes fall back to English. */
export function detectLanguage(tag?: string): Language {
  const source = tag ?? (typeof navigator !== 'undefined' ? navigator.language : undefined) ?? 'en';
  const prefix = source.toLowerCase().split(/[-_]/)[0] ?? 'en';
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(prefix) ? (prefix as Language) : 'en';
}

/** The one i18next instance (for defineMessages); apps use t/useT or defineMessages instead. */
export function i18nInstance(): I18nInstance {
  return instance;
}

export function initI18n(language?: string): I18nInstance {
  const lng = detectLanguage(language);
  if (!instance.isInitialized) {
    void instance.init({
      resources: { en: { translation: en }, de: { translation: de } },
      lng,
      fallbackLng: 'en',
      // Resources are bundled, so init completes synchronously and t() works right away.
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else if (instance.language !== lng) {
    void instance.changeLanguage(lng);
  }
  for (const l of [...listeners]) l();
  return instance;
}

export function t(key: MessageKey, vars?: Record<string, unknown>): string {
  // Toasts can fire before the host initialises i18n; never show raw keys because of start-up order.
  if (!instance.isInitialized) initI18n();
  return instance.t(key, vars ?? {}) as string;
}

export function getLanguage(): Language {
  if (!instance.isInitialized) initI18n();
  return detectLanguage(instance.language);
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
