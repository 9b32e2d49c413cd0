-- gotd_user_months gives way to gotd_user_periods (day, last-7 and month slices). Both are derived from
-- gotd_results: the server rebuilds the new table from the results at start (ensurePeriodAggregates).
CREATE TABLE "gotd_user_periods" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" date NOT NULL,
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
	"last_played_day" date NOT NULL,
	"first_finish" timestamp with time zone NOT NULL,
	CONSTRAINT "gotd_user_periods_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period")
);
--> statement-breakpoint
DROP TABLE "gotd_user_months" CASCADE;--> statement-breakpoint
ALTER TABLE "gotd_user_periods" ADD CONSTRAINT "gotd_user_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gotd_periods_wins" ON "gotd_user_periods" USING btree ("kind","period","wins" DESC,"win_pct_bp" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_periods_win_pct" ON "gotd_user_periods" USING btree ("kind","period","win_pct_bp" DESC,"wins" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_periods_runs" ON "gotd_user_periods" USING btree ("kind","period","runs" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_periods_hits" ON "gotd_user_periods" USING btree ("kind","period","hits" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_periods_hr" ON "gotd_user_periods" USING btree ("kind","period","hr" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_periods_so" ON "gotd_user_periods" USING btree ("kind","period","strikeouts" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_periods_avg_runs" ON "gotd_user_periods" USING btree ("kind","period","avg_runs_milli" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_periods_cur_play" ON "gotd_user_periods" USING btree ("kind","period","current_play_streak" DESC,"max_play_streak" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_periods_max_play" ON "gotd_user_periods" USING btree ("kind","period","max_play_streak" DESC,"current_play_streak" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_periods_cur_win" ON "gotd_user_periods" USING btree ("kind","period","current_win_streak" DESC,"max_win_streak" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_periods_max_win" ON "gotd_user_periods" USING btree ("kind","period","max_win_streak" DESC,"current_win_streak" DESC,"username");--> statement-breakpoint
CREATE INDEX "gotd_periods_daily_runs" ON "gotd_user_periods" USING btree ("kind","period","runs" DESC,"wins" DESC,"first_finish","username") WHERE kind = 'day';--> statement-breakpoint
CREATE INDEX "gotd_periods_daily_hr" ON "gotd_user_periods" USING btree ("kind","period","hr" DESC,"runs" DESC,"first_finish","username") WHERE kind = 'day';--> statement-breakpoint
CREATE INDEX "gotd_periods_daily_hits" ON "gotd_user_periods" USING btree ("kind","period","hits" DESC,"runs" DESC,"first_finish","username") WHERE kind = 'day';--> statement-breakpoint
CREATE INDEX "gotd_periods_daily_so" ON "gotd_user_periods" USING btree ("kind","period","strikeouts" DESC,"wins" DESC,"first_finish","username") WHERE kind = 'day';