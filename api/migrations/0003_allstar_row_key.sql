ALTER TABLE "lahman_allstar" DROP CONSTRAINT "lahman_allstar_playerID_yearID_gameNum_gameID_pk";--> statement-breakpoint
ALTER TABLE "lahman_allstar" ALTER COLUMN "playerID" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lahman_allstar" ALTER COLUMN "yearID" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lahman_allstar" ALTER COLUMN "gameNum" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lahman_allstar" ALTER COLUMN "gameID" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lahman_allstar" ADD COLUMN "row" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "lahman_allstar" ADD CONSTRAINT "lahman_allstar_row_pk" PRIMARY KEY("row");