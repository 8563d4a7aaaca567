-- The channels on which the processes' memories hear of changes (rozmova_slots_changed, migration 636;
-- rozmova_sessions_revoked, sessions/index.ts) are named per schema: apps in different schemas of one database
-- then hear only their own changes. The api deployed runs in `public`, where the names stay as they were; the test
-- suites on the PostgreSQL server run side by side, each app in a schema of its own, and one suite's booking must
-- not make another's memory forget (a memory that forgets too often is safe, but a test of what it keeps is not).
CREATE FUNCTION memory_channel(base text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN current_schema() = 'public' THEN base ELSE base || '_' || current_schema() END
$$;

CREATE OR REPLACE FUNCTION notify_slots_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := memory_channel('rozmova_slots_changed');
BEGIN
  IF TG_TABLE_NAME = 'therapist_profiles' THEN
    PERFORM pg_notify(channel, (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.worker_id IS NOT NULL THEN
    PERFORM pg_notify(channel, OLD.worker_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.worker_id IS NOT NULL THEN
    PERFORM pg_notify(channel, NEW.worker_id::text);
  END IF;
  RETURN NULL;
END
$$;
