-- The provider's own id of a recurring payment (Stripe sub_..., LiqPay order), so a cancellation can stop
-- the provider from charging again.
ALTER TABLE subscriptions ADD COLUMN provider_subscription_ref text;
