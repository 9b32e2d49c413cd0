import { en, type Messages } from './messages-en';

/** Spec §1: the German set exists but points to the same English text. */
export const de: Messages = en;
