-- An admin can refund any paid order through the provider, not only a session still to come:
--  * a bundle or a subscription month: the sessions not yet used are taken back (a negative token movement
--    tied to the refund, at most one per refund) and their share of the payment goes back;
--  * a gift code that nobody has redeemed: the code is voided (it can then never be redeemed) and the whole
--    payment goes back.
ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check
  CHECK (reason IN ('client_cancelled', 'therapist_cancelled', 'system_cancelled', 'late_payment', 'second_charge', 'admin_refund'));

ALTER TABLE token_movements DROP CONSTRAINT token_movements_reason_check;
ALTER TABLE token_movements ADD CONSTRAINT token_movements_reason_check CHECK (reason IN (
  'bundle_purchase', 'gift_redemption', 'subscription_period', 'refund_to_token', 'booking', 'booking_returned',
  'refund_withdrawal'
));
ALTER TABLE token_movements DROP CONSTRAINT token_movements_check;
ALTER TABLE token_movements ADD CONSTRAINT token_movements_direction CHECK (
  (reason IN ('booking', 'refund_withdrawal') AND delta < 0)
  OR (reason NOT IN ('booking', 'refund_withdrawal') AND delta > 0)
);
-- A withdrawal names its refund (refund_id is already unique among movements: one per refund).
ALTER TABLE token_movements ADD CONSTRAINT token_movements_withdrawal_has_refund
  CHECK (reason <> 'refund_withdrawal' OR refund_id IS NOT NULL);

ALTER TABLE gift_codes ADD COLUMN voided_at timestamptz;
ALTER TABLE gift_codes ADD CONSTRAINT gift_codes_void_or_redeemed CHECK (voided_at IS NULL OR redeemed_at IS NULL);
