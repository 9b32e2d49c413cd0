CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"owner_user_id" integer,
	"guest" boolean DEFAULT false NOT NULL,
	"home_team_id" text NOT NULL,
	"home_year" integer NOT NULL,
	"away_team_id" text NOT NULL,
	"away_year" integer NOT NULL,
	"user_side" text NOT NULL,
	"seed" integer NOT NULL,
	"options" jsonb NOT NULL,
	"decisions" jsonb NOT NULL,
	"status" text NOT NULL,
	"exited" boolean DEFAULT false NOT NULL,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_owner_mode" ON "games" USING btree ("owner_user_id","mode","updated_at");