-- Small endpoints (core): analytics client ids, frontend error reports, Mixpanel events, newsletter and
-- business contact. Rows tied to a person are erased by core's account-deletion hooks.

CREATE TABLE analytics_client_ids (
  client_id text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('ua', 'pl', 'ro')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, locale)
);
CREATE INDEX analytics_client_ids_user_idx ON analytics_client_ids (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE frontend_errors (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  locale text NOT NULL CHECK (locale IN ('ua', 'pl', 'ro', 'en')),
  stack_trace text NOT NULL,
  truncated boolean NOT NULL DEFAULT false,
  url text,
  user_agent text,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX frontend_errors_created_idx ON frontend_errors (created_at);
CREATE INDEX frontend_errors_user_idx ON frontend_errors (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE mixpanel_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event text NOT NULL,
  distinct_id text,
  properties jsonb NOT NULL DEFAULT '{}'::jsonb,
  locale text CHECK (locale IN ('ua', 'pl', 'ro', 'en')),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when Mixpanel accepted the event; stays NULL without a token (stored only) or after a failure.
  forwarded_at timestamptz,
  forward_error text
);
CREATE INDEX mixpanel_events_user_idx ON mixpanel_events (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE newsletter_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email)),
  locale text NOT NULL CHECK (locale IN ('ua', 'pl', 'ro', 'en')),
  name text,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (email, locale)
);

CREATE TABLE business_inquiries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  locale text NOT NULL CHECK (locale IN ('ua', 'pl', 'ro', 'en')),
  name text NOT NULL,
  email text NOT NULL,
  company text,
  phone text,
  message text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
