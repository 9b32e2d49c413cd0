/** An error the error handler answers with `status` and `{ error: message }`. */
export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

export const forbidden = () => httpError(403, 'You are not allowed to access this resource');

/** PostgreSQL unique violation, through drizzle's wrapper or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
