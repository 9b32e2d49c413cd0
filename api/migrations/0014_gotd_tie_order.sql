-- Boards break ties by who reached the figure first: each figure gets the time it reached its value. The two
-- aggregate tables are derived from gotd_results; emptied here, the server rebuilds them at start
-- (ensurePeriodAggregates), new columns included.
TRUNCATE "gotd_user_stats", "gotd_user_periods";--> statement-breakpoint
DROP INDEX "gotd_periods_wins";--> statement-breakpoint
DROP INDEX "gotd_periods_win_pct";--> statement-breakpoint
DROP INDEX "gotd_periods_cur_play";--> statement-breakpoint
DROP INDEX "gotd_periods_max_play";--> statement-breakpoint
DROP INDEX "gotd_periods_cur_win";--> statement-breakpoint
DROP INDEX "gotd_periods_max_win";--> statement-breakpoint
DROP INDEX "gotd_periods_runs";--> statement-breakpoint
DROP INDEX "gotd_periods_hits";--> statement-breakpoint
DROP INDEX "gotd_periods_hr";--> statement-breakpoint
DROP INDEX "gotd_periods_so";--> statement-breakpoint
DROP INDEX "gotd_periods_avg_runs";--> statement-breakpoint
DROP INDEX "gotd_periods_daily_runs";--> statement-breakpoint
DROP INDEX "gotd_periods_daily_hr";--> statement-breakpoint
DROP INDEX "gotd_periods_daily_hits";--> statement-breakpoint
DROP INDEX "gotd_periods_daily_so";--> statement-breakpoint
DROP INDEX "gotd_stats_wins";--> statement-breakpoint
DROP INDEX "gotd_stats_win_pct";--> statement-breakpoint
DROP INDEX "gotd_stats_cur_play";--> statement-breakpoint
DROP INDEX "gotd_stats_max_play";--> statement-breakpoint
DROP INDEX "gotd_stats_cur_win";--> statement-breakpoint
DROP INDEX "gotd_stats_max_win";--> statement-breakpoint
DROP INDEX "gotd_stats_runs";--> statement-breakpoint
DROP INDEX "gotd_stats_hits";--> statement-breakpoint
DROP INDEX "gotd_stats_hr";--> statement-breakpoint
DROP INDEX "gotd_stats_so";--> statement-breakpoint
DROP INDEX "gotd_stats_avg_runs";--> statement-breakpoint
ALTER TABLE "gotd_user_periods" ADD COLUMN "wins_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_periods" ADD COLUMN "win_pct_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_periods" ADD COLUMN "runs_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_periods" ADD COLUMN "hits_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_periods" ADD COLUMN "hr_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_periods" ADD COLUMN "strikeouts_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_periods" ADD COLUMN "avg_runs_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_periods" ADD COLUMN "current_play_streak_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_periods" ADD COLUMN "max_play_streak_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_periods" ADD COLUMN "current_win_streak_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_periods" ADD COLUMN "max_win_streak_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_stats" ADD COLUMN "wins_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_stats" ADD COLUMN "win_pct_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_stats" ADD COLUMN "runs_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_stats" ADD COLUMN "hits_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_stats" ADD COLUMN "hr_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_stats" ADD COLUMN "strikeouts_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_stats" ADD COLUMN "avg_runs_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_stats" ADD COLUMN "current_play_streak_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_stats" ADD COLUMN "max_play_streak_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_stats" ADD COLUMN "current_win_streak_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "gotd_user_stats" ADD COLUMN "max_win_streak_at" timestamp with time zone NOT NULL;--> statement-breakpoint
CREATE INDEX "gotd_periods_wins" ON "gotd_user_periods" USING btree ("kind","period","wins" DESC,"wins_at","username");--> statement-breakpoint
CREATE INDEX "gotd_periods_win_pct" ON "gotd_user_periods" USING btree ("kind","period","win_pct_bp" DESC,"win_pct_at","username");--> statement-breakpoint
CREATE INDEX "gotd_periods_cur_play" ON "gotd_user_periods" USING btree ("kind","period","current_play_streak" DESC,"current_play_streak_at","username");--> statement-breakpoint
CREATE INDEX "gotd_periods_max_play" ON "gotd_user_periods" USING btree ("kind","period","max_play_streak" DESC,"max_play_streak_at","username");--> statement-breakpoint
CREATE INDEX "gotd_periods_cur_win" ON "gotd_user_periods" USING btree ("kind","period","current_win_streak" DESC,"current_win_streak_at","username");--> statement-breakpoint
CREATE INDEX "gotd_periods_max_win" ON "gotd_user_periods" USING btree ("kind","period","max_win_streak" DESC,"max_win_streak_at","username");--> statement-breakpoint
CREATE INDEX "gotd_periods_runs" ON "gotd_user_periods" USING btree ("kind","period","runs" DESC,"runs_at","username");--> statement-breakpoint
CREATE INDEX "gotd_periods_hits" ON "gotd_user_periods" USING btree ("kind","period","hits" DESC,"hits_at","username");--> statement-breakpoint
CREATE INDEX "gotd_periods_hr" ON "gotd_user_periods" USING btree ("kind","period","hr" DESC,"hr_at","username");--> statement-breakpoint
CREATE INDEX "gotd_periods_so" ON "gotd_user_periods" USING btree ("kind","period","strikeouts" DESC,"strikeouts_at","username");--> statement-breakpoint
CREATE INDEX "gotd_periods_avg_runs" ON "gotd_user_periods" USING btree ("kind","period","avg_runs_milli" DESC,"avg_runs_at","username");--> statement-breakpoint
CREATE INDEX "gotd_periods_daily_runs" ON "gotd_user_periods" USING btree ("kind","period","runs" DESC,"first_finish","username") WHERE kind = 'day';--> statement-breakpoint
CREATE INDEX "gotd_periods_daily_hr" ON "gotd_user_periods" USING btree ("kind","period","hr" DESC,"first_finish","username") WHERE kind = 'day';--> statement-breakpoint
CREATE INDEX "gotd_periods_daily_hits" ON "gotd_user_periods" USING btree ("kind","period","hits" DESC,"first_finish","username") WHERE kind = 'day';--> statement-breakpoint
CREATE INDEX "gotd_periods_daily_so" ON "gotd_user_periods" USING btree ("kind","period","strikeouts" DESC,"first_finish","username") WHERE kind = 'day';--> statement-breakpoint
CREATE INDEX "gotd_stats_wins" ON "gotd_user_stats" USING btree ("wins" DESC,"wins_at","username");--> statement-breakpoint
CREATE INDEX "gotd_stats_win_pct" ON "gotd_user_stats" USING btree ("win_pct_bp" DESC,"win_pct_at","username");--> statement-breakpoint
CREATE INDEX "gotd_stats_cur_play" ON "gotd_user_stats" USING btree ("current_play_streak" DESC,"current_play_streak_at","username");--> statement-breakpoint
CREATE INDEX "gotd_stats_max_play" ON "gotd_user_stats" USING btree ("max_play_streak" DESC,"max_play_streak_at","username");--> statement-breakpoint
CREATE INDEX "gotd_stats_cur_win" ON "gotd_user_stats" USING btree ("current_win_streak" DESC,"current_win_streak_at","username");--> statement-breakpoint
CREATE INDEX "gotd_stats_max_win" ON "gotd_user_stats" USING btree ("max_win_streak" DESC,"max_win_streak_at","username");--> statement-breakpoint
CREATE INDEX "gotd_stats_runs" ON "gotd_user_stats" USING btree ("runs" DESC,"runs_at","username");--> statement-breakpoint
CREATE INDEX "gotd_stats_hits" ON "gotd_user_stats" USING btree ("hits" DESC,"hits_at","username");--> statement-breakpoint
CREATE INDEX "gotd_stats_hr" ON "gotd_user_stats" USING btree ("hr" DESC,"hr_at","username");--> statement-breakpoint
CREATE INDEX "gotd_stats_so" ON "gotd_user_stats" USING btree ("strikeouts" DESC,"strikeouts_at","username");--> statement-breakpoint
CREATE INDEX "gotd_stats_avg_runs" ON "gotd_user_stats" USING btree ("avg_runs_milli" DESC,"avg_runs_at","username");