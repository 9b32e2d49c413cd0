export * from './messages-en';
export * from './messages-de';
export * from './i18n';
export * from './use-t';
export * from './define-messages';
