CREATE TABLE "client_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"base_url" text,
	"url" text,
	"method" text,
	"response" jsonb,
	"request_data" jsonb,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
