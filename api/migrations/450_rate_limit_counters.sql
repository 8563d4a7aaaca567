-- Rate-limit counters shared by every api replica on one PostgreSQL server (used when REDIS_URL is not set):
-- one row per (route, caller) window. Holds an address or account key for at most one window; expired rows
-- are deleted by the store as it goes.

CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits > 0),
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_expires_idx ON rate_limit_counters (expires_at);
