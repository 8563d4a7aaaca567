-- Money (payments area). Every amount is an integer in minor units of the market currency. The database
-- itself refuses what must never happen: an order paid twice, a provider event applied twice, a refund
-- above what was paid, a token balance below zero, a gift code redeemed twice, a promo code used past
-- its limits (the code locks the rule row, the unique keys close the rest).

CREATE TABLE promo_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Codes are matched case-insensitively: stored upper-cased.
  code text NOT NULL UNIQUE CHECK (code = upper(code) AND code ~ '^[A-Z0-9][A-Z0-9_-]{2,39}$'),
  kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
  percent_off integer CHECK (percent_off BETWEEN 1 AND 100),
  amount_off_minor bigint CHECK (amount_off_minor > 0),
  currency text CHECK (currency IN ('UAH', 'PLN', 'RON', 'GBP')),
  -- NULL: every market / service / therapist / purchase kind.
  markets text[] CHECK (markets IS NULL OR markets <@ ARRAY['ua', 'pl', 'ro', 'en']),
  service_ids text[],
  worker_ids uuid[],
  purchase_kinds text[] CHECK (purchase_kinds IS NULL OR purchase_kinds <@ ARRAY['appointment', 'subscription', 'bundle', 'giftcode']),
  valid_from timestamptz,
  valid_until timestamptz,
  max_uses_total integer CHECK (max_uses_total > 0),
  max_uses_per_client integer CHECK (max_uses_per_client > 0),
  first_session_only boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promo_rules_shape CHECK (
    (kind = 'percent' AND percent_off IS NOT NULL AND amount_off_minor IS NULL AND currency IS NULL)
    OR (kind = 'fixed' AND amount_off_minor IS NOT NULL AND currency IS NOT NULL AND percent_off IS NULL)
  ),
  CONSTRAINT promo_rules_window CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_until > valid_from)
);

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('appointment', 'subscription', 'bundle', 'giftcode')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled', 'expired', 'refunded')),
  client_id uuid NOT NULL REFERENCES users (id),
  locale text NOT NULL CHECK (locale IN ('ua', 'pl', 'ro', 'en')),
  currency text NOT NULL CHECK (currency IN ('UAH', 'PLN', 'RON', 'GBP')),
  list_amount_minor bigint NOT NULL CHECK (list_amount_minor >= 0),
  discount_minor bigint NOT NULL DEFAULT 0 CHECK (discount_minor >= 0),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  promo_rule_id uuid REFERENCES promo_rules (id),
  worker_id uuid REFERENCES users (id),
  service_id text NOT NULL,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 50),
  -- Appointment orders: the held booking (scheduling's bookings.id).
  booking_id uuid UNIQUE,
  starts_at timestamptz,
  provider text NOT NULL CHECK (provider IN ('sandbox', 'liqpay', 'stripe', 'none')),
  provider_ref text,
  checkout_url text,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  closed_at timestamptz,
  -- Gift orders: recipient_name, sender_name, message (personal data, dropped on account deletion).
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orders_amount_adds_up CHECK (amount_minor = list_amount_minor - discount_minor),
  CONSTRAINT orders_appointment_has_slot CHECK (kind <> 'appointment' OR (worker_id IS NOT NULL AND starts_at IS NOT NULL)),
  CONSTRAINT orders_paid_has_time CHECK (status <> 'paid' OR paid_at IS NOT NULL)
);
CREATE INDEX orders_pending_expiry_idx ON orders (expires_at) WHERE status = 'pending';
CREATE INDEX orders_client_idx ON orders (client_id, created_at DESC);

CREATE TABLE promo_usages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  promo_rule_id uuid NOT NULL REFERENCES promo_rules (id),
  client_id uuid NOT NULL REFERENCES users (id),
  order_id uuid NOT NULL UNIQUE REFERENCES orders (id),
  -- reserved while the order waits for payment, used once paid, released when it expires or is cancelled.
  status text NOT NULL CHECK (status IN ('reserved', 'used', 'released')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promo_usages_counting_idx ON promo_usages (promo_rule_id, client_id) WHERE status <> 'released';

-- Lookups a client made with track_mixpanel=true: which code, and what the answer was.
CREATE TABLE promo_lookups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL CHECK (length(code) <= 64),
  locale text NOT NULL,
  user_id uuid REFERENCES users (id),
  worker_id uuid,
  service_id text NOT NULL,
  outcome text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every verified provider callback we acted on, once: (provider, event_id) is the idempotency key.
CREATE TABLE provider_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider text NOT NULL CHECK (provider IN ('sandbox', 'liqpay', 'stripe')),
  event_id text NOT NULL CHECK (length(event_id) BETWEEN 1 AND 255),
  type text NOT NULL,
  order_id uuid REFERENCES orders (id),
  amount_minor bigint,
  currency text,
  occurred_at timestamptz NOT NULL,
  outcome text NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT provider_events_once UNIQUE (provider, event_id)
);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id),
  provider text NOT NULL,
  provider_payment_id text,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency IN ('UAH', 'PLN', 'RON', 'GBP')),
  -- 1 for a one-off order and a subscription's first month; renewals count up.
  period_index integer NOT NULL DEFAULT 1 CHECK (period_index >= 1),
  event_id uuid NOT NULL UNIQUE REFERENCES provider_events (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The double-credit guard: one payment per order (per month for subscriptions).
  CONSTRAINT payments_once_per_period UNIQUE (order_id, period_index),
  CONSTRAINT payments_provider_ref_once UNIQUE (provider, provider_payment_id)
);

CREATE TABLE refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_id uuid NOT NULL REFERENCES payments (id),
  order_id uuid NOT NULL REFERENCES orders (id),
  booking_id uuid,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency IN ('UAH', 'PLN', 'RON', 'GBP')),
  destination text NOT NULL CHECK (destination IN ('payment', 'token')),
  reason text NOT NULL CHECK (reason IN ('client_cancelled', 'therapist_cancelled', 'system_cancelled', 'late_payment')),
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider_refund_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A payment is refunded whole, at most once.
  CONSTRAINT refunds_once_per_payment UNIQUE (payment_id)
);

-- Tokens: prepaid sessions. worker_id NULL = any therapist of the market (bundles, gifts, refunds to a
-- token); set = a subscription's sessions with that therapist.
CREATE TABLE token_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES users (id),
  locale text NOT NULL CHECK (locale IN ('ua', 'pl', 'ro', 'en')),
  service_id text NOT NULL,
  worker_id uuid REFERENCES users (id),
  balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT token_accounts_one_per_kind UNIQUE NULLS NOT DISTINCT (client_id, locale, service_id, worker_id)
);

CREATE TABLE gift_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  order_id uuid NOT NULL UNIQUE REFERENCES orders (id),
  purchaser_id uuid NOT NULL REFERENCES users (id),
  locale text NOT NULL CHECK (locale IN ('ua', 'pl', 'ro', 'en')),
  service_id text NOT NULL,
  sessions integer NOT NULL CHECK (sessions BETWEEN 1 AND 20),
  recipient_name text CHECK (length(recipient_name) <= 120),
  sender_name text CHECK (length(sender_name) <= 120),
  message text CHECK (length(message) <= 500),
  expires_at timestamptz NOT NULL,
  redeemed_by uuid REFERENCES users (id),
  redeemed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT gift_codes_redemption_whole CHECK ((redeemed_by IS NULL) = (redeemed_at IS NULL))
);

CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL UNIQUE REFERENCES orders (id),
  client_id uuid NOT NULL REFERENCES users (id),
  worker_id uuid NOT NULL REFERENCES users (id),
  locale text NOT NULL CHECK (locale IN ('ua', 'pl', 'ro', 'en')),
  service_id text NOT NULL,
  sessions_per_period integer NOT NULL CHECK (sessions_per_period BETWEEN 1 AND 8),
  period_amount_minor bigint NOT NULL CHECK (period_amount_minor > 0),
  currency text NOT NULL CHECK (currency IN ('UAH', 'PLN', 'RON', 'GBP')),
  status text NOT NULL CHECK (status IN ('active', 'cancelled')),
  current_period_end timestamptz NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE subscription_periods (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id uuid NOT NULL REFERENCES subscriptions (id),
  period_index integer NOT NULL CHECK (period_index >= 1),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  sessions integer NOT NULL CHECK (sessions > 0),
  payment_id uuid NOT NULL UNIQUE REFERENCES payments (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT subscription_periods_once UNIQUE (subscription_id, period_index),
  CHECK (ends_at > starts_at)
);

CREATE TABLE token_movements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES token_accounts (id),
  delta integer NOT NULL CHECK (delta <> 0),
  reason text NOT NULL CHECK (reason IN (
    'bundle_purchase', 'gift_redemption', 'subscription_period', 'refund_to_token', 'booking', 'booking_returned'
  )),
  order_id uuid REFERENCES orders (id),
  payment_id uuid REFERENCES payments (id),
  gift_code_id uuid REFERENCES gift_codes (id),
  refund_id uuid REFERENCES refunds (id),
  booking_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((reason IN ('booking') AND delta < 0) OR (reason <> 'booking' AND delta > 0))
);
-- Each source credits at most once, and a booking takes / returns at most one token.
CREATE UNIQUE INDEX token_movements_order_credit_key ON token_movements (order_id) WHERE reason IN ('bundle_purchase');
CREATE UNIQUE INDEX token_movements_payment_credit_key ON token_movements (payment_id) WHERE payment_id IS NOT NULL;
CREATE UNIQUE INDEX token_movements_gift_key ON token_movements (gift_code_id) WHERE gift_code_id IS NOT NULL;
CREATE UNIQUE INDEX token_movements_refund_key ON token_movements (refund_id) WHERE refund_id IS NOT NULL;
CREATE UNIQUE INDEX token_movements_booking_key ON token_movements (booking_id, reason) WHERE booking_id IS NOT NULL;
CREATE INDEX token_movements_account_idx ON token_movements (account_id, created_at);

-- The balance is the sum of movements, kept by the database itself: a movement that would take it below
-- zero fails on token_accounts' CHECK and rolls back with everything else in its transaction.
CREATE FUNCTION token_movements_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE token_accounts SET balance = balance + NEW.delta, updated_at = now() WHERE id = NEW.account_id;
  RETURN NEW;
END;
$$;
CREATE TRIGGER token_movements_apply AFTER INSERT ON token_movements
  FOR EACH ROW EXECUTE FUNCTION token_movements_apply();

CREATE FUNCTION token_movements_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'token movements are append-only' USING ERRCODE = '55000';
END;
$$;
CREATE TRIGGER token_movements_immutable BEFORE UPDATE OR DELETE ON token_movements
  FOR EACH ROW EXECUTE FUNCTION token_movements_immutable();

-- Money journal: per payment, what came in and where it went. For every currency and every order:
-- payment_in = credit - credit_reversal + refund_out (the invariant api/test/payments checks after each test).
CREATE TABLE ledger_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders (id),
  payment_id uuid NOT NULL REFERENCES payments (id),
  refund_id uuid REFERENCES refunds (id),
  entry text NOT NULL CHECK (entry IN ('payment_in', 'credit', 'credit_reversal', 'refund_out')),
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency IN ('UAH', 'PLN', 'RON', 'GBP')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_entries_once UNIQUE (payment_id, entry)
);

CREATE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = '55000';
END;
$$;
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();
