CREATE TABLE "draft_picks" (
	"league_id" integer NOT NULL,
	"pick" integer NOT NULL,
	"team" integer NOT NULL,
	"card_id" text NOT NULL,
	"player_id" text NOT NULL,
	"made_by" text NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_picks_league_id_pick_pk" PRIMARY KEY("league_id","pick")
);
--> statement-breakpoint
CREATE TABLE "draft_queues" (
	"league_id" integer NOT NULL,
	"team" integer NOT NULL,
	"card_ids" jsonb NOT NULL,
	CONSTRAINT "draft_queues_league_id_team_pk" PRIMARY KEY("league_id","team")
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"league_id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"rounds" integer NOT NULL,
	"pick_seconds" integer NOT NULL,
	"max_players" integer NOT NULL,
	"years" jsonb NOT NULL,
	"lg_ids" jsonb NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"state" jsonb NOT NULL,
	"deadline" timestamp with time zone,
	"invite_token" text NOT NULL,
	"environment" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_chat" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"team" integer,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"from_team" integer NOT NULL,
	"to_team" integer NOT NULL,
	"give" jsonb NOT NULL,
	"get" jsonb NOT NULL,
	"status" text NOT NULL,
	"proposed_by" integer,
	"request_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"computer_answered" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"team" integer NOT NULL,
	"kind" text NOT NULL,
	"other_team" integer,
	"players" jsonb NOT NULL,
	"received" jsonb NOT NULL,
	"trade_id" integer,
	"request_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_games" ADD COLUMN "original_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "league_teams" ADD COLUMN "roster" jsonb;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_picks" ADD CONSTRAINT "draft_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_queues" ADD CONSTRAINT "draft_queues_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_chat" ADD CONSTRAINT "league_chat_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_chat" ADD CONSTRAINT "league_chat_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_trades" ADD CONSTRAINT "league_trades_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_trades" ADD CONSTRAINT "league_trades_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_transactions" ADD CONSTRAINT "league_transactions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draft_picks_player" ON "draft_picks" USING btree ("league_id","player_id");--> statement-breakpoint
CREATE INDEX "league_chat_league" ON "league_chat" USING btree ("league_id","id");--> statement-breakpoint
CREATE INDEX "league_trades_league" ON "league_trades" USING btree ("league_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "league_trades_request" ON "league_trades" USING btree ("league_id","from_team","request_id");--> statement-breakpoint
CREATE INDEX "league_transactions_league" ON "league_transactions" USING btree ("league_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_transactions_request" ON "league_transactions" USING btree ("league_id","team","request_id");