CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"row_counts" jsonb NOT NULL,
	"duration_ms" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lahman_allstar" (
	"playerID" text NOT NULL,
	"yearID" integer NOT NULL,
	"gameNum" integer NOT NULL,
	"gameID" text NOT NULL,
	"teamID" text,
	"lgID" text,
	"GP" integer,
	"startingPos" integer,
	CONSTRAINT "lahman_allstar_playerID_yearID_gameNum_gameID_pk" PRIMARY KEY("playerID","yearID","gameNum","gameID")
);
--> statement-breakpoint
CREATE TABLE "lahman_batting" (
	"playerID" text NOT NULL,
	"yearID" integer NOT NULL,
	"stint" integer NOT NULL,
	"teamID" text,
	"lgID" text,
	"G" integer,
	"AB" integer,
	"R" integer,
	"H" integer,
	"2B" integer,
	"3B" integer,
	"HR" integer,
	"RBI" integer,
	"SB" integer,
	"CS" integer,
	"BB" integer,
	"SO" integer,
	"IBB" integer,
	"HBP" integer,
	"SH" integer,
	"SF" integer,
	"GIDP" integer,
	CONSTRAINT "lahman_batting_playerID_yearID_stint_pk" PRIMARY KEY("playerID","yearID","stint")
);
--> statement-breakpoint
CREATE TABLE "lahman_fielding" (
	"playerID" text NOT NULL,
	"yearID" integer NOT NULL,
	"stint" integer NOT NULL,
	"teamID" text,
	"lgID" text,
	"POS" text NOT NULL,
	"G" integer,
	"GS" integer,
	"InnOuts" integer,
	"PO" integer,
	"A" integer,
	"E" integer,
	"DP" integer,
	"PB" integer,
	"WP" integer,
	"SB" integer,
	"CS" integer,
	"ZR" double precision,
	CONSTRAINT "lahman_fielding_playerID_yearID_stint_POS_pk" PRIMARY KEY("playerID","yearID","stint","POS")
);
--> statement-breakpoint
CREATE TABLE "lahman_franchises" (
	"franchID" text NOT NULL,
	"franchName" text,
	"active" text,
	"NAassoc" text,
	CONSTRAINT "lahman_franchises_franchID_pk" PRIMARY KEY("franchID")
);
--> statement-breakpoint
CREATE TABLE "lahman_home_games" (
	"year.key" integer NOT NULL,
	"league.key" text,
	"team.key" text NOT NULL,
	"park.key" text NOT NULL,
	"span.first" text,
	"span.last" text,
	"games" integer,
	"openings" integer,
	"attendance" integer,
	CONSTRAINT "lahman_home_games_year.key_team.key_park.key_pk" PRIMARY KEY("year.key","team.key","park.key")
);
--> statement-breakpoint
CREATE TABLE "lahman_parks" (
	"park.key" text NOT NULL,
	"park.name" text,
	"park.alias" text,
	"city" text,
	"state" text,
	"country" text,
	CONSTRAINT "lahman_parks_park.key_pk" PRIMARY KEY("park.key")
);
--> statement-breakpoint
CREATE TABLE "lahman_people" (
	"playerID" text NOT NULL,
	"birthYear" integer,
	"birthMonth" integer,
	"birthDay" integer,
	"birthCountry" text,
	"birthState" text,
	"birthCity" text,
	"deathYear" integer,
	"deathMonth" integer,
	"deathDay" integer,
	"deathCountry" text,
	"deathState" text,
	"deathCity" text,
	"nameFirst" text,
	"nameLast" text,
	"nameGiven" text,
	"weight" integer,
	"height" integer,
	"bats" text,
	"throws" text,
	"debut" text,
	"finalGame" text,
	"retroID" text,
	"bbrefID" text,
	CONSTRAINT "lahman_people_playerID_pk" PRIMARY KEY("playerID")
);
--> statement-breakpoint
CREATE TABLE "lahman_pitching" (
	"playerID" text NOT NULL,
	"yearID" integer NOT NULL,
	"stint" integer NOT NULL,
	"teamID" text,
	"lgID" text,
	"W" integer,
	"L" integer,
	"G" integer,
	"GS" integer,
	"CG" integer,
	"SHO" integer,
	"SV" integer,
	"IPouts" integer,
	"H" integer,
	"ER" integer,
	"HR" integer,
	"BB" integer,
	"SO" integer,
	"BAOpp" double precision,
	"ERA" double precision,
	"IBB" integer,
	"WP" integer,
	"HBP" integer,
	"BK" integer,
	"BFP" integer,
	"GF" integer,
	"R" integer,
	"SH" integer,
	"SF" integer,
	"GIDP" integer,
	CONSTRAINT "lahman_pitching_playerID_yearID_stint_pk" PRIMARY KEY("playerID","yearID","stint")
);
--> statement-breakpoint
CREATE TABLE "lahman_teams" (
	"yearID" integer NOT NULL,
	"lgID" text,
	"teamID" text NOT NULL,
	"franchID" text,
	"divID" text,
	"Rank" integer,
	"G" integer,
	"Ghome" integer,
	"W" integer,
	"L" integer,
	"DivWin" text,
	"WCWin" text,
	"LgWin" text,
	"WSWin" text,
	"R" integer,
	"AB" integer,
	"H" integer,
	"2B" integer,
	"3B" integer,
	"HR" integer,
	"BB" integer,
	"SO" integer,
	"SB" integer,
	"CS" integer,
	"HBP" integer,
	"SF" integer,
	"RA" integer,
	"ER" integer,
	"ERA" double precision,
	"CG" integer,
	"SHO" integer,
	"SV" integer,
	"IPouts" integer,
	"HA" integer,
	"HRA" integer,
	"BBA" integer,
	"SOA" integer,
	"E" integer,
	"DP" integer,
	"FP" double precision,
	"name" text,
	"park" text,
	"attendance" integer,
	"BPF" integer,
	"PPF" integer,
	"teamIDBR" text,
	"teamIDlahman45" text,
	"teamIDretro" text,
	CONSTRAINT "lahman_teams_yearID_teamID_pk" PRIMARY KEY("yearID","teamID")
);
--> statement-breakpoint
CREATE TABLE "player_cards" (
	"player_id" text NOT NULL,
	"year" integer NOT NULL,
	"team_id" text NOT NULL,
	"lg_id" text NOT NULL,
	"is_pitcher" integer NOT NULL,
	"card" jsonb NOT NULL,
	CONSTRAINT "player_cards_player_id_year_pk" PRIMARY KEY("player_id","year")
);
--> statement-breakpoint
CREATE TABLE "search_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"ref_id" text NOT NULL,
	"display_name" text NOT NULL,
	"search_text" text NOT NULL,
	"year" integer NOT NULL,
	"team_id" text,
	"league_type" text,
	"weight" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_players" (
	"user_id" integer NOT NULL,
	"player_id" text NOT NULL,
	"position" integer NOT NULL,
	"custom_team_id" text DEFAULT '' NOT NULL,
	"player_type" text NOT NULL,
	"year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_players_user_id_player_id_position_custom_team_id_pk" PRIMARY KEY("user_id","player_id","position","custom_team_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" text NOT NULL,
	"year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_images" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"date_of_birth" date,
	"thumbnail_url" text,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"plan" jsonb,
	"subscription" jsonb,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_gotd_guest" boolean DEFAULT false NOT NULL,
	"sound" text DEFAULT 'off' NOT NULL,
	"ratings_flag" boolean DEFAULT false NOT NULL,
	"favorite_teams" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "favorite_players" ADD CONSTRAINT "favorite_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_teams" ADD CONSTRAINT "favorite_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_images" ADD CONSTRAINT "user_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_cards_team_year" ON "player_cards" USING btree ("team_id","year");--> statement-breakpoint
CREATE INDEX "search_entries_category" ON "search_entries" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_teams_user_team_year" ON "favorite_teams" USING btree ("user_id","team_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_key_hash" ON "sessions" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));