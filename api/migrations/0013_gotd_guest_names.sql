-- Game of the Day guests are shown by a readable, distinct name ('Guest 4821', from the user id) instead of the
-- generated 'guest_<random>' id; the leaderboard tables carry a copy of the name.
UPDATE "users" SET "username" = 'Guest ' || "id" WHERE "is_gotd_guest" AND "username" LIKE 'guest\_%';--> statement-breakpoint
UPDATE "gotd_user_stats" s SET "username" = u."username" FROM "users" u WHERE s."user_id" = u."id" AND u."is_gotd_guest";--> statement-breakpoint
UPDATE "gotd_user_periods" p SET "username" = u."username" FROM "users" u WHERE p."user_id" = u."id" AND u."is_gotd_guest";
