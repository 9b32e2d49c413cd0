CREATE TABLE "gotd_days" (
	"game_day" date PRIMARY KEY NOT NULL,
	"home_team_id" text NOT NULL,
	"home_year" integer NOT NULL,
	"away_team_id" text NOT NULL,
	"away_year" integer NOT NULL,
	"user_side" integer NOT NULL,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gotd_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_day" date NOT NULL,
	"status" text DEFAULT 'playing' NOT NULL,
	"game_id" text NOT NULL,
	"win" boolean DEFAULT false NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"hr" integer DEFAULT 0 NOT NULL,
	"strikeouts" integer DEFAULT 0 NOT NULL,
	"runs_allowed" integer DEFAULT 0 NOT NULL,
	"decisions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gotd_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gotd_user_months" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"username" text NOT NULL,
	"games_played" integer NOT NULL,
	"wins" integer NOT NULL,
	"win_pct_bp" integer NOT NULL,
	"runs" integer NOT NULL,
	"hits" integer NOT NULL,
	"hr" integer NOT NULL,
	"strikeouts" integer NOT NULL,
	"avg_runs_milli" integer NOT NULL,
	"max_play_streak" integer NOT NULL,
	"max_win_streak" integer NOT NULL,
	"first_played_day" date NOT NULL,
	"last_played_day" date NOT NULL,
	CONSTRAINT "gotd_user_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "gotd_user_stats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"games_played" integer NOT NULL,
	"wins" integer NOT NULL,
	"win_pct_bp" integer NOT NULL,
	"runs" integer NOT NULL,
	"hits" integer NOT NULL,
	"hr" integer NOT NULL,
	"strikeouts" integer NOT NULL,
	"avg_runs_milli" integer NOT NULL,
	"current_play_streak" integer NOT NULL,
	"max_play_streak" integer NOT NULL,
	"current_win_streak" integer NOT NULL,
	"max_win_streak" integer NOT NULL,
	"first_played_day" date NOT NULL,
	"last_played_day" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gotd_results" ADD CONSTRAINT "gotd_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gotd_user_months" ADD CONSTRAINT "gotd_user_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gotd_user_stats" ADD CONSTRAINT "gotd_user_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gotd_results_user_day" ON "gotd_results" USING btree ("user_id","game_day");--> statement-breakpoint
CREATE UNIQUE INDEX "gotd_results_game" ON "gotd_results" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "gotd_results_day_final" ON "gotd_results" USING btree ("game_day","user_id") WHERE status = 'final';--> statement-breakpoint
CREATE INDEX "gotd_months_wins" ON "gotd_user_months" USING btree ("month","wins" DESC,"win_pct_bp" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_months_win_pct" ON "gotd_user_months" USING btree ("month","win_pct_bp" DESC,"wins" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_months_runs" ON "gotd_user_months" USING btree ("month","runs" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_months_hits" ON "gotd_user_months" USING btree ("month","hits" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_months_hr" ON "gotd_user_months" USING btree ("month","hr" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_months_so" ON "gotd_user_months" USING btree ("month","strikeouts" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_months_avg_runs" ON "gotd_user_months" USING btree ("month","avg_runs_milli" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_months_max_play" ON "gotd_user_months" USING btree ("month","max_play_streak" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_months_max_win" ON "gotd_user_months" USING btree ("month","max_win_streak" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_stats_wins" ON "gotd_user_stats" USING btree ("wins" DESC,"win_pct_bp" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_stats_win_pct" ON "gotd_user_stats" USING btree ("win_pct_bp" DESC,"wins" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_stats_cur_play" ON "gotd_user_stats" USING btree ("current_play_streak" DESC,"max_play_streak" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_stats_max_play" ON "gotd_user_stats" USING btree ("max_play_streak" DESC,"current_play_streak" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_stats_cur_win" ON "gotd_user_stats" USING btree ("current_win_streak" DESC,"max_win_streak" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_stats_max_win" ON "gotd_user_stats" USING btree ("max_win_streak" DESC,"current_win_streak" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_stats_runs" ON "gotd_user_stats" USING btree ("runs" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_stats_hits" ON "gotd_user_stats" USING btree ("hits" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_stats_hr" ON "gotd_user_stats" USING btree ("hr" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_stats_so" ON "gotd_user_stats" USING btree ("strikeouts" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_stats_avg_runs" ON "gotd_user_stats" USING btree ("avg_runs_milli" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_stats_last_day" ON "gotd_user_stats" USING btree ("last_played_day");