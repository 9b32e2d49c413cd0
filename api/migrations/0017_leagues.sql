CREATE TABLE "league_games" (
	"league_id" integer NOT NULL,
	"num" integer NOT NULL,
	"day" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"home" integer NOT NULL,
	"away" integer NOT NULL,
	"phase" text NOT NULL,
	"series" integer,
	"game_of_series" integer,
	"seed" integer NOT NULL,
	"status" text NOT NULL,
	"game_id" text,
	"home_runs" integer,
	"away_runs" integer,
	"lines" jsonb,
	"auto" boolean DEFAULT false NOT NULL,
	"notified" boolean DEFAULT false NOT NULL,
	"played_at" timestamp with time zone,
	CONSTRAINT "league_games_league_id_num_pk" PRIMARY KEY("league_id","num")
);
--> statement-breakpoint
CREATE TABLE "league_members" (
	"league_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_members_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_player_stats" (
	"league_id" integer NOT NULL,
	"card_id" text NOT NULL,
	"team" integer NOT NULL,
	"name" text NOT NULL,
	"phase" text NOT NULL,
	"bat" jsonb,
	"pitch" jsonb,
	CONSTRAINT "league_player_stats_league_id_phase_card_id_pk" PRIMARY KEY("league_id","phase","card_id")
);
--> statement-breakpoint
CREATE TABLE "league_teams" (
	"league_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"team_id" text NOT NULL,
	"year" integer NOT NULL,
	"lg_id" text NOT NULL,
	"group_idx" integer NOT NULL,
	"city" text NOT NULL,
	"nickname" text NOT NULL,
	"abbreviation" text NOT NULL,
	"manager_name" text NOT NULL,
	"user_id" integer,
	"manager_kind" text NOT NULL,
	"tendencies" jsonb,
	"favourite" boolean DEFAULT false NOT NULL,
	"depth" jsonb NOT NULL,
	"usage" jsonb NOT NULL,
	CONSTRAINT "league_teams_league_id_idx_pk" PRIMARY KEY("league_id","idx")
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"owner_user_id" integer NOT NULL,
	"request_id" text,
	"years" jsonb NOT NULL,
	"total_teams" integer NOT NULL,
	"games_per_team" integer NOT NULL,
	"dh" text NOT NULL,
	"usage_limit" integer NOT NULL,
	"is_private" boolean NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"seed" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"bracket" jsonb,
	"champion" integer,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_games" ADD CONSTRAINT "league_games_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_games" ADD CONSTRAINT "league_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_player_stats" ADD CONSTRAINT "league_player_stats_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_games_due" ON "league_games" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "league_games_game" ON "league_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "league_members_user" ON "league_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "league_teams_user" ON "league_teams" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_name_unique" ON "leagues" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_owner_request" ON "leagues" USING btree ("owner_user_id","request_id");--> statement-breakpoint
CREATE INDEX "leagues_kind_status" ON "leagues" USING btree ("kind","status");