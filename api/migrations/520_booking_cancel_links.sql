-- One-click cancel links in the mail a client gets when a therapist books a session for them
-- (api/docs/scheduling.md, "Sessions a therapist books"). Only the SHA-256 of the link's token is kept, so the
-- table gives nobody a usable link; a link works once, for the person it was sent to, until the session starts.
CREATE TABLE booking_cancel_links (
  token_hash bytea PRIMARY KEY CHECK (length(token_hash) = 32),
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_cancel_links_booking_idx ON booking_cancel_links (booking_id);
CREATE INDEX booking_cancel_links_client_idx ON booking_cancel_links (client_id);
