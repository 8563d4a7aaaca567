-- A session paid with a gift code's token is a gift, not a bought token: bookings say so (source 'gift') and
-- the tokens a gift code credited are marked, so a later booking knows whether it spends one of them (a
-- general balance mixes gift, bundle and refunded tokens; gift tokens are spent first).
ALTER TABLE bookings DROP CONSTRAINT bookings_source_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_source_check
  CHECK (source IN ('purchase', 'token', 'worker', 'subscription', 'gift'));

ALTER TABLE token_movements ADD COLUMN gift boolean NOT NULL DEFAULT false;
-- Movements are append-only; marking the gift credits made so far is the one change this migration makes.
ALTER TABLE token_movements DISABLE TRIGGER token_movements_immutable;
UPDATE token_movements SET gift = true WHERE reason = 'gift_redemption';
ALTER TABLE token_movements ENABLE TRIGGER token_movements_immutable;
