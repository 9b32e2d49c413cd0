import { Page } from '@bb/shared';

/** The account pages' column (the shell reserves room under every page for its floating widget). */
export const AccountPage = Page;
