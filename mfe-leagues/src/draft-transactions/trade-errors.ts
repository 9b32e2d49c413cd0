import { errorMessageOf, isApiError, type TradeErrorBody } from '@bb/shared';

/**
 * The reasons of a refused trade or transaction (400, 403, 409) for the invalid trade modal: the server's `reasons` (TradeErrorBody)
 * when it lists them, else its error text; null for other failures (they get shared's toast).
 */
export function refusalReasons(error: unknown): string[] | null {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 403 && error.status !== 409)) return null;
  const reasons = error.data && typeof error.data === 'object' ? (error.data as Partial<Record<keyof TradeErrorBody, unknown>>).reasons : undefined;
  if (Array.isArray(reasons) && reasons.length && reasons.every((r): r is string => typeof r === 'string')) return reasons;
  return [errorMessageOf(error)];
}
