/** What other features use of import: they import it from here, never a file inside (eslint: api-features). */
export { lastImportChecksum } from './run-import';
