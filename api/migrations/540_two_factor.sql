-- Two-factor sign-in (TOTP, RFC 6238): api/docs/two-factor.md.

-- One authenticator per account. A row with confirmed_at NULL is an enrolment that was started and not yet
-- confirmed with a code; it does not count until then. last_used_step keeps a code from being accepted twice.
CREATE TABLE user_totp (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret text NOT NULL CHECK (secret ~ '^[A-Z2-7]{32}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  last_used_step bigint
);

-- Single-use recovery codes, only their SHA-256 stored; shown once when made.
CREATE TABLE totp_recovery_codes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- What a correct password earns on an account with a second factor: a short-lived token for login/second_factor.
-- Only the token's SHA-256 is kept; attempts counts wrong codes against it.
CREATE TABLE login_challenges (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0)
);
CREATE INDEX login_challenges_user_idx ON login_challenges (user_id);
CREATE INDEX login_challenges_expires_idx ON login_challenges (expires_at);

-- Wrong second-factor codes per account (sign-in and re-authentication), for the per-account limit.
CREATE TABLE second_factor_failures (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX second_factor_failures_user_idx ON second_factor_failures (user_id, failed_at);

-- From when a role's grace period to enrol counts: the account's creation, or this migration for older accounts.
ALTER TABLE users ADD COLUMN second_factor_grace_from timestamptz NOT NULL DEFAULT now();
