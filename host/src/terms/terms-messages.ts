import { defineMessages } from '@bb/shared';

/** The page's own strings around the terms text (the text itself is terms-text.ts). */
export const termsMessages = defineMessages(
  'host.terms',
  {
    title: 'Terms of Service',
    lastUpdated: 'Last updated: {{date}}',
    contents: 'Contents',
    backToContents: 'Back to contents',
  },
  {
    title: 'Nutzungsbedingungen',
    lastUpdated: 'Zuletzt aktualisiert: {{date}}',
    contents: 'Inhalt',
    backToContents: 'Zurück zum Inhalt',
  },
);
