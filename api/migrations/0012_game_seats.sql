ALTER TABLE "games" ADD COLUMN "seats" jsonb DEFAULT '{"away":{"kind":"computer"},"home":{"kind":"computer"}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rewound_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing games: the owner (a guest when there is none: whoever holds the game id) sits on the side they manage;
-- the revision starts at the log length; 'single' is now 'exhibition'.
UPDATE "games" SET "revision" = jsonb_array_length("decisions"), "seats" = jsonb_build_object(
  'away', CASE WHEN "user_side" = 'away' AND "owner_user_id" IS NULL THEN '{"kind":"guest"}'::jsonb
    WHEN "user_side" = 'away' THEN jsonb_build_object('kind', 'user', 'userId', "owner_user_id") ELSE '{"kind":"computer"}'::jsonb END,
  'home', CASE WHEN "user_side" = 'home' AND "owner_user_id" IS NULL THEN '{"kind":"guest"}'::jsonb
    WHEN "user_side" = 'home' THEN jsonb_build_object('kind', 'user', 'userId', "owner_user_id") ELSE '{"kind":"computer"}'::jsonb END
);--> statement-breakpoint
UPDATE "games" SET "mode" = 'exhibition' WHERE "mode" = 'single';
