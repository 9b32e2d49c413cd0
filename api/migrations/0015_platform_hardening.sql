CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "spent_tickets" (
	"mac" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "sessions_user";--> statement-breakpoint
ALTER TABLE "client_errors" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trial_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_errors" ADD CONSTRAINT "client_errors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One session per user: keep each user's newest row before the index makes it a rule.
DELETE FROM "sessions" AS "older" USING "sessions" AS "newer" WHERE "older"."user_id" = "newer"."user_id" AND "older"."id" < "newer"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_user_unique" ON "sessions" USING btree ("user_id");--> statement-breakpoint
-- Users who ever had a subscription have had their free trial.
UPDATE "users" SET "trial_used_at" = "first"."at" FROM (SELECT "user_id", min("created_at") AS "at" FROM "subscriptions" GROUP BY "user_id") AS "first" WHERE "first"."user_id" = "users"."id";