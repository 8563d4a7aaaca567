-- Accounts and server-side sessions (core). Other areas reference users(id); a deleted account keeps its row,
-- pseudonymised, so bookings and ledger rows that must stay for accounting keep a valid reference.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lower-cased; NULL once the account is deleted.
  email text,
  password_hash text,
  role text NOT NULL CHECK (role IN ('user', 'admin', 'therapist')),
  locale text NOT NULL CHECK (locale IN ('ua', 'pl', 'ro', 'en')),
  name text NOT NULL,
  phone text,
  timezone text,
  -- Google's stable subject id: Google accounts are keyed by it, never by e-mail alone.
  google_sub text,
  -- A first Google sign-in creates the account unconfirmed until login/complete/google accepts the terms.
  has_to_confirm_reg_google boolean NOT NULL DEFAULT false,
  is_registered boolean NOT NULL DEFAULT false,
  oferta_accepted_at timestamptz,
  marketing_consent boolean NOT NULL DEFAULT false,
  marketing_consent_at timestamptz,
  notify_email_reminders boolean NOT NULL DEFAULT true,
  notify_email_booking_updates boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT users_email_lower CHECK (email = lower(email)),
  CONSTRAINT users_can_sign_in CHECK (deleted_at IS NOT NULL OR password_hash IS NOT NULL OR google_sub IS NOT NULL),
  CONSTRAINT users_deleted_has_no_identity CHECK (
    deleted_at IS NULL OR (email IS NULL AND password_hash IS NULL AND google_sub IS NULL AND phone IS NULL)
  )
);
CREATE UNIQUE INDEX users_email_key ON users (email) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_google_sub_key ON users (google_sub) WHERE google_sub IS NOT NULL;
CREATE INDEX users_role_idx ON users (role) WHERE deleted_at IS NULL;

-- The cookie holds a random token; only its SHA-256 is stored, so a database leak yields no usable session.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash bytea NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- One-time password-reset links (restore_password); the token itself is only in the e-mail.
CREATE TABLE password_reset_tokens (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);
