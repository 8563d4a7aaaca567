-- Therapist profiles: what the public list shows and what the slot computation needs. One row per
-- therapist user; prices are integer minor units of the market currency, NULL meaning the market default.
CREATE TABLE therapist_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  market text NOT NULL CHECK (market IN ('ua', 'pl', 'ro', 'en')),
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 120),
  bio text NOT NULL DEFAULT '' CHECK (length(bio) <= 4000),
  languages text[] NOT NULL DEFAULT '{}',
  specialisations text[] NOT NULL DEFAULT '{}',
  photo bytea,
  photo_mime text CHECK (photo_mime IN ('image/svg+xml', 'image/png', 'image/jpeg', 'image/webp')),
  photo_updated_at timestamptz,
  time_zone text NOT NULL,
  buffer_minutes integer NOT NULL DEFAULT 10 CHECK (buffer_minutes BETWEEN 0 AND 120 AND buffer_minutes % 5 = 0),
  personal_minutes integer NOT NULL DEFAULT 50 CHECK (personal_minutes BETWEEN 20 AND 180 AND personal_minutes % 5 = 0),
  couple_minutes integer NOT NULL DEFAULT 80 CHECK (couple_minutes BETWEEN 20 AND 240 AND couple_minutes % 5 = 0),
  offers_personal boolean NOT NULL DEFAULT true,
  offers_couple boolean NOT NULL DEFAULT true,
  personal_price_minor integer CHECK (personal_price_minor > 0),
  couple_price_minor integer CHECK (couple_price_minor > 0),
  notice_minutes integer NOT NULL DEFAULT 720 CHECK (notice_minutes BETWEEN 0 AND 20160),
  horizon_days integer NOT NULL DEFAULT 56 CHECK (horizon_days BETWEEN 1 AND 365),
  is_listed boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (offers_personal OR offers_couple)
);

CREATE INDEX therapist_profiles_market_idx ON therapist_profiles (market) WHERE is_listed;

-- Weekly hours in the therapist's zone: minutes from local midnight, end up to 24:00. The database refuses
-- overlapping intervals on one weekday, whatever the code above it does.
CREATE TABLE weekly_work_intervals (
  worker_id uuid NOT NULL REFERENCES therapist_profiles (user_id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1435 AND start_minute % 5 = 0),
  end_minute smallint NOT NULL CHECK (end_minute BETWEEN 5 AND 1440 AND end_minute % 5 = 0),
  CHECK (end_minute > start_minute),
  PRIMARY KEY (worker_id, weekday, start_minute),
  CONSTRAINT weekly_work_intervals_no_overlap
    EXCLUDE USING gist (worker_id WITH =, weekday WITH =, int4range(start_minute, end_minute) WITH &&)
);

-- A date whose hours replace the weekly ones; a day with no intervals is a day off.
CREATE TABLE special_work_days (
  worker_id uuid NOT NULL REFERENCES therapist_profiles (user_id) ON DELETE CASCADE,
  work_date date NOT NULL,
  note text CHECK (length(note) <= 500),
  PRIMARY KEY (worker_id, work_date)
);

CREATE TABLE special_work_intervals (
  worker_id uuid NOT NULL,
  work_date date NOT NULL,
  start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1435 AND start_minute % 5 = 0),
  end_minute smallint NOT NULL CHECK (end_minute BETWEEN 5 AND 1440 AND end_minute % 5 = 0),
  CHECK (end_minute > start_minute),
  PRIMARY KEY (worker_id, work_date, start_minute),
  FOREIGN KEY (worker_id, work_date) REFERENCES special_work_days (worker_id, work_date) ON DELETE CASCADE,
  CONSTRAINT special_work_intervals_no_overlap
    EXCLUDE USING gist (worker_id WITH =, work_date WITH =, int4range(start_minute, end_minute) WITH &&)
);
