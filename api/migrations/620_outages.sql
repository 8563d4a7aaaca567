-- Care through outages (api/docs/outages.md): the ua market's air-raid alerts and planned power cuts.

-- A person's oblast and planned-outage group (personal data: exported, deleted with the account). Ids are the
-- contracts' (schemas/outages.ts), checked by the api.
CREATE TABLE outage_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  oblast_id text CHECK (oblast_id IS NULL OR length(oblast_id) BETWEEN 1 AND 32),
  outage_group text CHECK (outage_group IS NULL OR outage_group ~ '^[1-6]\.[12]$'),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The alert feed as last read: one row per oblast under an alert now (an alert for any part of it).
CREATE TABLE active_alerts (
  oblast_id text PRIMARY KEY,
  started_at timestamptz NOT NULL,
  alert_type text NOT NULL,
  seen_at timestamptz NOT NULL
);

-- The poller's memory: the feed's Last-Modified (sent back as If-Modified-Since), and when it may ask next
-- (the provider's rate limit, longer after a 429).
CREATE TABLE alert_feed_state (
  id smallint PRIMARY KEY CHECK (id = 1),
  last_modified text,
  next_poll_at timestamptz NOT NULL DEFAULT now(),
  failures integer NOT NULL DEFAULT 0,
  polled_at timestamptz
);

-- An alert covered a session's window (15 minutes before its start .. its end): the 24 h rule is waived for it,
-- once. `used_at` is set when it was moved free for the alert.
CREATE TABLE alert_waivers (
  booking_id uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Every session moved or cancelled for an alert or an outage: the admin's monthly counts and each person's
-- monthly limit of "I lost power or connection" moves. `month` is the calendar month in Kyiv time.
CREATE TABLE outage_moves (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('alert_move', 'outage_move', 'outage_cancel')),
  market text NOT NULL CHECK (market IN ('ua', 'pl', 'ro', 'en')),
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
  created_at timestamptz NOT NULL
);
CREATE INDEX outage_moves_person_idx ON outage_moves (user_id, month) WHERE kind <> 'alert_move';
CREATE INDEX outage_moves_month_idx ON outage_moves (month, market);

-- The reminder's signed "I lost power or connection" link: only the SHA-256 of its secret is kept.
CREATE TABLE outage_report_links (
  token_hash bytea PRIMARY KEY CHECK (octet_length(token_hash) = 32),
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  UNIQUE (booking_id, user_id)
);
