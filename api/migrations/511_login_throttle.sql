-- Login attempts limited per account as well as per address (issue 22). Failures are counted per e-mail address
-- as typed (normalised, stored as its SHA-256), whether or not an account has it, so the count itself never says
-- who has an account. After LOGIN_ACCOUNT_MAX_FAILURES in a window, password sign-in for the address pauses until
-- the window ends, and the owner (if there is one) is mailed, once per window, a single-use sign-in link that
-- works despite the pause. api/docs/operations.md: login limits.
CREATE TABLE login_failures (
  email_hash bytea PRIMARY KEY,
  failures integer NOT NULL CHECK (failures > 0),
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX login_failures_window_idx ON login_failures (window_ends_at);

CREATE TABLE login_links (
  token_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX login_links_user_idx ON login_links (user_id);
