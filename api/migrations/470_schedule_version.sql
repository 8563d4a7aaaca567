-- A stamp that changes whenever a therapist's working hours do (weekly hours, special days and their
-- intervals), in the same transaction as the change, whichever code or statement makes it. Each api process keeps
-- the therapist's hours in memory under this stamp and reads the stamp with the busy time on every slot query, so
-- changed hours are seen by the very next query on every replica, with no notification to wait for.
-- From a sequence, so a stamp is never reused, not even after a profile is removed and made again.
CREATE SEQUENCE schedule_version_seq;

ALTER TABLE therapist_profiles ADD COLUMN schedule_version bigint NOT NULL DEFAULT nextval('schedule_version_seq');

CREATE FUNCTION bump_schedule_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE therapist_profiles SET schedule_version = nextval('schedule_version_seq') WHERE user_id = OLD.worker_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE therapist_profiles SET schedule_version = nextval('schedule_version_seq') WHERE user_id = NEW.worker_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER weekly_work_intervals_schedule_version
  AFTER INSERT OR UPDATE OR DELETE ON weekly_work_intervals
  FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
CREATE TRIGGER special_work_days_schedule_version
  AFTER INSERT OR UPDATE OR DELETE ON special_work_days
  FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
CREATE TRIGGER special_work_intervals_schedule_version
  AFTER INSERT OR UPDATE OR DELETE ON special_work_intervals
  FOR EACH ROW EXECUTE FUNCTION bump_schedule_version();
