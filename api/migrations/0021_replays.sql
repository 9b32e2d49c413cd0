DROP INDEX "leagues_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_owner_name_unique" ON "leagues" USING btree ("owner_user_id",lower("name")) WHERE "leagues"."kind" IN ('season', 'nostalgia');--> statement-breakpoint
CREATE UNIQUE INDEX "leagues_name_unique" ON "leagues" USING btree (lower("name")) WHERE "leagues"."kind" NOT IN ('season', 'nostalgia');