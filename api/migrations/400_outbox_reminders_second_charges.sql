-- Background work moves to the job queue (pg-boss keeps its own tables in schema `pgboss`, api/docs/jobs.md).
-- This migration adds what the api itself keeps: the e-mail outbox, session reminders, the therapist's daily
-- agenda opt-in, and second charges as payments of their own.

-- E-mail outbox: a mail is a row written in the same transaction as the change that causes it; a job sends
-- it, with retries. The recipient sees the state of mails that concern them (a session's reminders).
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- What the mail is about, so the cabinet can show its state beside it ('reminder', 'agenda', ...).
  purpose text NOT NULL CHECK (length(purpose) BETWEEN 1 AND 40),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  booking_id uuid REFERENCES bookings (id) ON DELETE CASCADE,
  -- NULL once the recipient's account is deleted and the mail is no longer needed.
  to_email text CHECK (to_email IS NULL OR length(to_email) <= 254),
  locale text NOT NULL CHECK (locale IN ('ua', 'pl', 'ro', 'en')),
  subject text NOT NULL CHECK (length(subject) <= 500),
  body text NOT NULL,
  -- Attachments as [{ filename, contentType, content }] (small: an .ics).
  attachments jsonb NOT NULL DEFAULT '[]',
  -- 'cancelled': not sent on purpose (the session was cancelled or moved, the account deleted).
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  -- The SMTP server's answer to the last try (or the error), for the recipient and support.
  last_response text CHECK (length(last_response) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'sent' OR sent_at IS NOT NULL)
);
CREATE INDEX mail_outbox_user_idx ON mail_outbox (user_id, created_at);
CREATE INDEX mail_outbox_booking_idx ON mail_outbox (booking_id) WHERE booking_id IS NOT NULL;

-- One reminder per session time, kind and recipient: the unique key is what makes "sent once" hold when
-- two replicas scan at the same moment. A moved session has a new starts_at, so it gets reminders anew.
CREATE TABLE session_reminders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('24h', '1h')),
  recipient text NOT NULL CHECK (recipient IN ('client', 'partner', 'therapist')),
  mail_id uuid REFERENCES mail_outbox (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT session_reminders_once UNIQUE (booking_id, starts_at, kind, recipient)
);

-- A therapist's daily agenda e-mail: opt-in. One per therapist and day, whichever replica sends it.
ALTER TABLE users ADD COLUMN notify_daily_agenda boolean NOT NULL DEFAULT false;
CREATE TABLE daily_agendas (
  worker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  mail_id uuid REFERENCES mail_outbox (id) ON DELETE SET NULL,
  PRIMARY KEY (worker_id, day)
);

-- Second charges: money that arrives for an order already paid is a payment of its own (kind
-- 'second_charge'), journalled as money in and refunded whole to where it came from.
ALTER TABLE payments ADD COLUMN kind text NOT NULL DEFAULT 'charge' CHECK (kind IN ('charge', 'second_charge'));
ALTER TABLE payments DROP CONSTRAINT payments_once_per_period;
-- The double-credit guard stays for the charges that buy something: one per order (per month).
CREATE UNIQUE INDEX payments_once_per_period ON payments (order_id, period_index) WHERE kind = 'charge';
ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check
  CHECK (reason IN ('client_cancelled', 'therapist_cancelled', 'system_cancelled', 'late_payment', 'second_charge'));
