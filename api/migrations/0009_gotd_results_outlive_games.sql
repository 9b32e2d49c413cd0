ALTER TABLE "gotd_results" DROP CONSTRAINT "gotd_results_game_id_games_id_fk";
