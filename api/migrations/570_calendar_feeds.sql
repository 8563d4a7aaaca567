-- Calendar feeds: one secret address per person that serves their sessions as text/calendar. Only a SHA-256 of
-- the secret is kept, so the table (a backup, a log of queries) never holds a working address; renewing replaces
-- the row, revoking deletes it, and either way the old address answers 404 from then on.
CREATE TABLE calendar_feeds (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE CHECK (octet_length(token_hash) = 32),
  -- Whose sessions: a client's (as client and as invited partner) or a therapist's.
  role text NOT NULL CHECK (role IN ('client', 'therapist')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The iCalendar SEQUENCE of a session: a calendar replaces the copy it has only when the number grows. It grows
-- with every move (start or end changed) and when the session is cancelled or un-cancelled, whichever code or
-- statement makes the change, in the same transaction.
ALTER TABLE bookings ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0;
UPDATE bookings SET calendar_sequence = reschedule_count + (CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END);

CREATE FUNCTION bump_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.starts_at IS DISTINCT FROM OLD.starts_at OR NEW.ends_at IS DISTINCT FROM OLD.ends_at
     OR ((NEW.status = 'cancelled') IS DISTINCT FROM (OLD.status = 'cancelled')) THEN
    NEW.calendar_sequence := OLD.calendar_sequence + 1;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER bookings_calendar_sequence
  BEFORE UPDATE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bump_calendar_sequence();

