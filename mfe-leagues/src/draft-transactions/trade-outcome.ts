import { TRADE_STATUS_LABELS, toast, type TradeView } from '@bb/shared';

/**
 * The toast of a trade's answer, never blank: the manager's (or the computer's) note when he wrote one, else the
 * spec's status label (Trade Accepted, Trade Rejected, Trade Withdrawed); a new offer's own text while it waits.
 */
export function tradeOutcomeText(trade: Pick<TradeView, 'status' | 'note'>, pendingText = TRADE_STATUS_LABELS.pending): string {
  const note = trade.note?.trim();
  if (note) return note;
  return trade.status === 'pending' ? pendingText : TRADE_STATUS_LABELS[trade.status];
}

/** A refused offer is news the manager must read (the longer error toast); every other answer a success. */
export function toastTradeOutcome(trade: Pick<TradeView, 'status' | 'note'>, pendingText?: string): void {
  const text = tradeOutcomeText(trade, pendingText);
  if (trade.status === 'rejected' || trade.status === 'expired') toast.error(text);
  else toast.success(text);
}
