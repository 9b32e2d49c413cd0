CREATE TABLE "h2h_games" (
	"game_id" text PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"away_user_id" integer,
	"home_user_id" integer,
	"spectators_allowed" boolean DEFAULT true NOT NULL,
	"blocked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"taken_over" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"turn_revision" integer,
	"turn_started_at" timestamp with time zone,
	"away_active_at" timestamp with time zone,
	"home_active_at" timestamp with time zone,
	"away_gone_at" timestamp with time zone,
	"home_gone_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "h2h_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "presence" (
	"topic" text NOT NULL,
	"user_id" integer NOT NULL,
	"instance_id" text NOT NULL,
	"role" text NOT NULL,
	"connections" integer DEFAULT 1 NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presence_topic_user_id_instance_id_pk" PRIMARY KEY("topic","user_id","instance_id")
);
--> statement-breakpoint
ALTER TABLE "h2h_games" ADD CONSTRAINT "h2h_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_games" ADD CONSTRAINT "h2h_games_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_games" ADD CONSTRAINT "h2h_games_away_user_id_users_id_fk" FOREIGN KEY ("away_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_games" ADD CONSTRAINT "h2h_games_home_user_id_users_id_fk" FOREIGN KEY ("home_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_invitations" ADD CONSTRAINT "h2h_invitations_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_invitations" ADD CONSTRAINT "h2h_invitations_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "h2h_invitations" ADD CONSTRAINT "h2h_invitations_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence" ADD CONSTRAINT "presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "h2h_invitations_to" ON "h2h_invitations" USING btree ("to_user_id","status");--> statement-breakpoint
CREATE INDEX "h2h_invitations_game" ON "h2h_invitations" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "presence_user" ON "presence" USING btree ("user_id");