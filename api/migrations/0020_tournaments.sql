CREATE TABLE "tournament_claims" (
	"league_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_idx" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_claims_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "locks_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "claimed_teams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_claims" ADD CONSTRAINT "tournament_claims_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_claims" ADD CONSTRAINT "tournament_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_claims_team" ON "tournament_claims" USING btree ("league_id","team_idx");--> statement-breakpoint
CREATE INDEX "tournament_claims_user" ON "tournament_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leagues_kind_locks" ON "leagues" USING btree ("kind","locks_at");