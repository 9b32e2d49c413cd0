import { en, type Messages } from './messages-en';

/** The German set exists but points to the same English text. */
export const de: Messages = en;
