/**
 * A response body as the API tests read it: any field, at any depth, without
 * a cast at every step. Test code only; the server's own types are strict.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place the tests opt out of typing JSON bodies
export type Json = Record<string, any>;
