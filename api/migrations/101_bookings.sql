-- Bookings: holds while a client pays, confirmed sessions, and their history. The database itself refuses
-- a second booking over the same time, per therapist (including the therapist's buffer after a session)
-- and per client.
--
-- Why a status filter and not "held and unexpired": a constraint's predicate must be immutable, so it
-- cannot read now(). A hold keeps status 'held' until something moves it to 'expired': every write that
-- could collide expires the overlapping stale holds first in its own transaction (so an expired hold never
-- blocks), and a periodic sweep expires the rest. Readers treat a held row past hold_expires_at as free.
CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  worker_id uuid REFERENCES users (id) ON DELETE SET NULL,
  client_id uuid REFERENCES users (id) ON DELETE SET NULL,
  service_id text NOT NULL,
  service_kind text NOT NULL CHECK (service_kind IN ('personal', 'couple')),
  market text NOT NULL CHECK (market IN ('ua', 'pl', 'ro', 'en')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- The end plus the therapist's buffer at booking time: what the therapist's exclusion covers.
  blocked_until timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('held', 'confirmed', 'cancelled', 'expired', 'released')),
  hold_expires_at timestamptz,
  source text NOT NULL CHECK (source IN ('purchase', 'token', 'worker', 'subscription')),
  source_ref text,
  order_id text,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  currency text NOT NULL CHECK (currency IN ('UAH', 'PLN', 'RON', 'GBP')),
  -- Couple sessions: the second partner, admitted to the call when signed in with this address.
  partner_email text CHECK (partner_email IS NULL OR (length(partner_email) <= 254 AND partner_email = lower(partner_email))),
  room text NOT NULL UNIQUE,
  worker_note text CHECK (length(worker_note) <= 2000),
  client_note text CHECK (length(client_note) <= 2000),
  cancelled_at timestamptz,
  cancelled_by text CHECK (cancelled_by IN ('client', 'therapist', 'system')),
  cancelled_late boolean,
  cancel_reason text CHECK (length(cancel_reason) <= 500),
  refund_to text CHECK (refund_to IN ('payment', 'token')),
  release_reason text CHECK (length(release_reason) <= 200),
  -- Rescheduling moves the booking in place (payments and the call room stay tied to one id);
  -- the first time it was booked for is kept for the record.
  original_starts_at timestamptz,
  reschedule_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (blocked_until >= ends_at),
  CHECK (status <> 'held' OR hold_expires_at IS NOT NULL),
  CHECK (status <> 'cancelled' OR (cancelled_at IS NOT NULL AND cancelled_by IS NOT NULL AND cancelled_late IS NOT NULL)),
  CONSTRAINT bookings_worker_no_overlap
    EXCLUDE USING gist (worker_id WITH =, tstzrange(starts_at, blocked_until) WITH &&)
    WHERE (status IN ('held', 'confirmed')),
  CONSTRAINT bookings_client_no_overlap
    EXCLUDE USING gist (client_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
    WHERE (status IN ('held', 'confirmed'))
);

CREATE INDEX bookings_worker_time_idx ON bookings (worker_id, starts_at);
CREATE INDEX bookings_client_time_idx ON bookings (client_id, starts_at);
CREATE INDEX bookings_partner_idx ON bookings (partner_email) WHERE partner_email IS NOT NULL;
CREATE INDEX bookings_stale_holds_idx ON bookings (hold_expires_at) WHERE status = 'held';
CREATE UNIQUE INDEX bookings_order_idx ON bookings (order_id) WHERE order_id IS NOT NULL AND status IN ('held', 'confirmed');
