-- Waitlist (api/docs/waitlist.md): clients waiting for a therapist who has no free time in the next 14 days,
-- with the weekly time windows that suit them (wall-clock times in their own zone), in the order they joined.
CREATE TABLE waitlist_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  worker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  service_id text NOT NULL,
  time_zone text NOT NULL CHECK (length(time_zone) BETWEEN 1 AND 64),
  -- [{ "weekdays": [1, 3], "from": "17:00", "to": "21:00" }]: checked by the api (contracts/waitlist.ts).
  windows jsonb NOT NULL CHECK (jsonb_typeof(windows) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One place in line per client, therapist and session type.
  CONSTRAINT waitlist_one_entry UNIQUE (client_id, worker_id, service_id)
);
CREATE INDEX waitlist_entries_line_idx ON waitlist_entries (worker_id, created_at, id);

-- A freed slot offered to one entry: the slot itself is a held booking for that client (so the bookings'
-- exclusion constraints keep everyone else off it) until the offer is claimed, runs out or is withdrawn.
-- Only the SHA-256 of the claim link's secret is kept.
CREATE TABLE waitlist_offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entry_id uuid NOT NULL REFERENCES waitlist_entries (id) ON DELETE CASCADE,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  token_hash bytea NOT NULL UNIQUE CHECK (octet_length(token_hash) = 32),
  status text NOT NULL CHECK (status IN ('open', 'claimed', 'expired')),
  offered_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > offered_at),
  -- A slot is offered to an entry once: when it runs out, the slot goes to the next in line.
  CONSTRAINT waitlist_offer_once UNIQUE (entry_id, starts_at)
);
-- One open offer per entry at a time.
CREATE UNIQUE INDEX waitlist_offers_one_open ON waitlist_offers (entry_id) WHERE status = 'open';
CREATE INDEX waitlist_offers_open_idx ON waitlist_offers (expires_at) WHERE status = 'open';
