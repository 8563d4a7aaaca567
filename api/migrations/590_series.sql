-- Recurring series (issue 24, api/docs/series.md). A series is the client's choice of "the same time every week
-- (or every second week)" with one therapist; each occurrence is an ordinary booking that names its series, so
-- the bookings' exclusion constraints guard every occurrence exactly as they guard a single booking.
CREATE TABLE series (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  worker_id uuid REFERENCES users (id) ON DELETE SET NULL,
  client_id uuid REFERENCES users (id) ON DELETE SET NULL,
  service_id text NOT NULL,
  every_weeks integer NOT NULL CHECK (every_weeks IN (1, 2)),
  payment text NOT NULL CHECK (payment IN ('token', 'subscription', 'pay_per_occurrence')),
  -- The market whose prices and language the series was made in.
  market text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'ended')),
  ended_at timestamptz,
  ended_by text CHECK (ended_by IN ('client', 'therapist')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'ended') = (ended_at IS NOT NULL))
);
CREATE INDEX series_worker_idx ON series (worker_id, created_at DESC);
CREATE INDEX series_client_idx ON series (client_id, created_at DESC);

ALTER TABLE bookings ADD COLUMN series_id uuid REFERENCES series (id) ON DELETE SET NULL;
-- 0-based week of the series the occurrence was created for (a dropped week leaves a gap).
ALTER TABLE bookings ADD COLUMN series_index integer;
ALTER TABLE bookings ADD CONSTRAINT bookings_series_index_check
  CHECK ((series_id IS NULL) OR (series_index IS NOT NULL AND series_index BETWEEN 0 AND 11));
CREATE UNIQUE INDEX bookings_series_occurrence_idx ON bookings (series_id, series_index) WHERE series_id IS NOT NULL;

-- Pay per occurrence: the reminder with the pay link (72 h before) and the release notice (48 h before) are each
-- written once per occurrence; the row is the proof, so a job run twice never mails twice.
CREATE TABLE series_payment_notices (
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('pay_reminder', 'released')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (booking_id, kind)
);
