-- Each api process may remember a therapist's calendar (profile, stamp of the hours, busy time) for a moment
-- (scheduling/index.ts, SLOT_CACHE_MS; issue 29). Whatever can change a therapist's free slots announces the
-- therapist on the channel rozmova_slots_changed, in the same transaction, whichever code or statement makes the
-- change: a booking written, moved, cancelled, confirmed, expired or erased, and a change of the profile (its slot
-- settings, and its hours through schedule_version, migration 470). The notification is delivered at the commit;
-- every listening process forgets that therapist's calendar when it arrives. Identical notifications of one
-- transaction are delivered once.
CREATE FUNCTION notify_slots_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'therapist_profiles' THEN
    PERFORM pg_notify('rozmova_slots_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END)::text);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.worker_id IS NOT NULL THEN
    PERFORM pg_notify('rozmova_slots_changed', OLD.worker_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.worker_id IS NOT NULL THEN
    PERFORM pg_notify('rozmova_slots_changed', NEW.worker_id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER bookings_slots_changed
  AFTER INSERT OR DELETE OR UPDATE OF worker_id, status, starts_at, ends_at, blocked_until, hold_expires_at
  ON bookings
  FOR EACH ROW EXECUTE FUNCTION notify_slots_changed();
CREATE TRIGGER therapist_profiles_slots_changed
  AFTER UPDATE OR DELETE ON therapist_profiles
  FOR EACH ROW EXECUTE FUNCTION notify_slots_changed();
