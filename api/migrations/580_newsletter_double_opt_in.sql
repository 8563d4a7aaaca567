-- The newsletter by double opt-in (issue 25): a subscription counts once the person followed the link mailed to
-- the address, and every newsletter mail carries a link that ends it. The confirmation token is stored as a SHA-256
-- hash; the unsubscribe token in clear, because every issue must carry it and all it can do is end the subscription.
-- Rows written before this had no confirmation: they stay unconfirmed and receive nothing until confirmed.
ALTER TABLE newsletter_subscriptions
  ADD COLUMN confirmed_at timestamptz,
  ADD COLUMN confirm_token_hash bytea UNIQUE,
  ADD COLUMN confirm_sent_at timestamptz,
  ADD COLUMN unsubscribe_token text UNIQUE;

-- A confirmed subscription always has its way out.
ALTER TABLE newsletter_subscriptions
  ADD CONSTRAINT newsletter_confirmed_can_unsubscribe
  CHECK (confirmed_at IS NULL OR unsubscribe_token IS NOT NULL);
