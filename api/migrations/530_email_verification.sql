-- Verified e-mail addresses (issue 22). An address counts as the person's only once a link mailed to it was
-- opened (or Google's ID token said `email_verified`, or a password link mailed to it was used). Booking and
-- paying never wait for it; what ties the account to another person does (joining a couple session as the
-- partner, being booked by a therapist).
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
ALTER TABLE users ADD CONSTRAINT users_verified_has_email CHECK (email_verified_at IS NULL OR email IS NOT NULL);

-- Accounts that already proved their address: Google sign-ups (only tokens with email_verified were accepted)
-- and anyone who used a password link, which is mailed to the account's address (therapists' invitations too).
UPDATE users SET email_verified_at = created_at WHERE email IS NOT NULL AND google_sub IS NOT NULL;
UPDATE users u SET email_verified_at = t.used_at
  FROM (SELECT user_id, max(used_at) AS used_at FROM password_reset_tokens WHERE used_at IS NOT NULL GROUP BY user_id) t
 WHERE u.id = t.user_id AND u.email IS NOT NULL AND u.email_verified_at IS NULL;

-- One row per mailed link; the token itself is only in the mail (its SHA-256 here). `email` is the address the
-- link confirms: the account's own at sign-up, the new one for a change (adopted only when confirmed).
CREATE TABLE email_verifications (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email) AND length(email) <= 254),
  purpose text NOT NULL CHECK (purpose IN ('sign_up', 'change')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- A newer link (or a confirmed address) makes the older ones void.
  revoked_at timestamptz,
  CHECK (expires_at > created_at),
  CHECK (used_at IS NULL OR revoked_at IS NULL)
);
CREATE INDEX email_verifications_user_idx ON email_verifications (user_id, created_at);
