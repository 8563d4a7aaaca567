-- Couple partners join by invitation (issue 22): the invited address alone no longer admits anyone. The partner
-- opens the link in the invitation mail while signed in with a verified address equal to the invited one; the
-- booking then names that account. Naming another partner revokes the old link and the old partner's access.
ALTER TABLE bookings ADD COLUMN partner_id uuid REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX bookings_partner_id_idx ON bookings (partner_id) WHERE partner_id IS NOT NULL;

CREATE TABLE partner_invitations (
  -- The token is only in the mail; its SHA-256 here.
  token_hash bytea PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  revoked_at timestamptz
);
-- At most one live invitation per booking: a new one is written only after the old one is revoked.
CREATE UNIQUE INDEX partner_invitations_live_key ON partner_invitations (booking_id) WHERE revoked_at IS NULL;
