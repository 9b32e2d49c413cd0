-- A league's head (revision, privacy) is announced on channel league_heads as it commits: "id:revision:private"
-- ("id:deleted" for a deleted league). The embedded database (PGlite, one process) keeps its leagues' heads in memory
-- from these; instances sharing a PostgreSQL read the head per request instead (api/src/leagues/league-heads.ts).
CREATE OR REPLACE FUNCTION league_heads_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('league_heads', OLD.id::text || ':deleted');
  ELSE
    PERFORM pg_notify('league_heads', NEW.id::text || ':' || NEW.revision::text || ':' || CASE WHEN NEW.is_private THEN '1' ELSE '0' END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leagues_heads_changed AFTER UPDATE OF revision, is_private ON leagues FOR EACH ROW
  WHEN (OLD.revision IS DISTINCT FROM NEW.revision OR OLD.is_private IS DISTINCT FROM NEW.is_private)
  EXECUTE FUNCTION league_heads_notify();
--> statement-breakpoint
CREATE TRIGGER leagues_heads_deleted AFTER DELETE ON leagues FOR EACH ROW EXECUTE FUNCTION league_heads_notify();
