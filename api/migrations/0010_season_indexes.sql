CREATE INDEX "lahman_batting_yearID_lgID" ON "lahman_batting" USING btree ("yearID","lgID");--> statement-breakpoint
CREATE INDEX "lahman_batting_teamID_yearID" ON "lahman_batting" USING btree ("teamID","yearID");--> statement-breakpoint
CREATE INDEX "lahman_fielding_yearID_lgID" ON "lahman_fielding" USING btree ("yearID","lgID");--> statement-breakpoint
CREATE INDEX "lahman_fielding_teamID_yearID" ON "lahman_fielding" USING btree ("teamID","yearID");--> statement-breakpoint
CREATE INDEX "lahman_pitching_yearID_lgID" ON "lahman_pitching" USING btree ("yearID","lgID");--> statement-breakpoint
CREATE INDEX "lahman_pitching_teamID_yearID" ON "lahman_pitching" USING btree ("teamID","yearID");