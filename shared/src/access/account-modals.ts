/**
 * The subscription modals mfe-account exposes to the shell through federation
 * (mfe_account/PlanModal, mfe_account/ActivePlanModal). The host renders them over any page.
 */
export interface PlanModalProps {
  onClose(): void;
}

/** What the shell's analytics adapter receives for a purchase (sent only in production or preprod). */
export interface PurchaseEvent {
  transaction_id: string;
  value: number;
  currency: string;
  plan_id: string;
  plan_name: string;
  interval: string;
}

export interface ActivePlanModalProps {
  /** The checkout session the user came back with (/lobby?session_id=…), if any. */
  sessionId: string | null;
  /** Closing: the shell then goes to the stored redirect path, if one was set. */
  onClose(): void;
  /** Called once per checkout session id with the purchase. */
  onPurchase?(event: PurchaseEvent): void;
}

export const ACCOUNT_REMOTE = 'mfe_account';
export const PLAN_MODAL_MODULE = 'PlanModal';
export const ACTIVE_PLAN_MODAL_MODULE = 'ActivePlanModal';
