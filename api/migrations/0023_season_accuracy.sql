CREATE TABLE "season_accuracy" (
	"year" integer NOT NULL,
	"engine_version" text NOT NULL,
	"status" text NOT NULL,
	"replays" integer NOT NULL,
	"replays_done" integer DEFAULT 0 NOT NULL,
	"partial" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"computed_at" timestamp with time zone,
	CONSTRAINT "season_accuracy_year_engine_version_pk" PRIMARY KEY("year","engine_version")
);
