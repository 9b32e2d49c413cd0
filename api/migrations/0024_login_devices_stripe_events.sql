CREATE TABLE "known_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Counters keyed by the name alone (the old scheme) would lock owners out for what strangers did: they go; they lived 15 minutes anyway.
DELETE FROM "login_throttle";--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "name_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_user" ON "known_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stripe_events_received" ON "stripe_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "login_throttle_name" ON "login_throttle" USING btree ("name_key");