import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';

/** The Baseball Max plans the product sells; seeded by the payments migration. Amounts in cents. */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  interval: text('interval').notNull(),
  intervalCount: integer('interval_count').notNull().default(1),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull().default('usd'),
  introAmount: integer('intro_amount'),
  introPeriods: integer('intro_periods').notNull().default(0),
  trialDays: integer('trial_days').notNull().default(3),
  tag: text('tag'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** One checkout attempt. `id` is the provider's session id (the local provider mints `cs_local_…`). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    provider: text('provider').notNull(),
    /** open → complete | canceled | expired */
    status: text('status').notNull().default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('checkout_sessions_user').on(t.userId)],
);

/** The only source of truth for subscription state; users.is_subscribed/plan/subscription mirror the live row. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    /** A switch takes effect at the next renewal. */
    pendingPlanId: text('pending_plan_id').references(() => subscriptionPlans.id),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    /** The session that created it: completing a session twice finds this row instead of making another. */
    checkoutSessionId: text('checkout_session_id').notNull(),
    /** trialing | active | past_due | canceled | incomplete */
    status: text('status').notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Paid intervals billed so far (the intro price applies while it is below the plan's intro periods). */
    paidPeriods: integer('paid_periods').notNull().default(0),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * When the provider's state stored here was current: the `created` time of the last webhook event applied, or when
     * the provider answered a change we asked for. An event older than this is stale and ignored (events arrive in any order).
     */
    providerStateAt: timestamp('provider_state_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_checkout_session').on(t.checkoutSessionId),
    // At most one live subscription per user, whatever races the API sees.
    uniqueIndex('subscriptions_one_live_per_user')
      .on(t.userId)
      .where(sql`status in ('trialing', 'active', 'past_due')`),
    index('subscriptions_provider_id').on(t.providerSubscriptionId),
  ],
);

/** The local provider's customer-portal links (opened in a new tab, so they cannot carry the Bearer key). */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    returnUrl: text('return_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('portal_sessions_token').on(t.tokenHash)],
);

/** Stripe webhook events already handled, by event id: Stripe delivers an event more than once (payments/webhook-route.ts). */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The event's own `created` time (Stripe's clock). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stripe_events_received').on(t.receivedAt)],
);
