-- Issue 23 (points 2 and 3) and issue 22 (admin cancellations).
--
-- A refund has one destination, recorded once, and who chose it. Money goes back to the original payment
-- method unless the client asked for a session token: themselves when cancelling, or through an admin
-- ("the client asked me for a token"), recorded as such. Neither a therapist nor an admin can turn a client's
-- money into a token on their own; 'rule' is every refund the platform decides (late payment, second charge,
-- admin refund of an order, therapist's cancellation).
ALTER TABLE refunds ADD COLUMN destination_chosen_by text NOT NULL DEFAULT 'rule'
  CHECK (destination_chosen_by IN ('client', 'client_via_admin', 'rule'));
UPDATE refunds SET destination_chosen_by = 'client' WHERE destination = 'token';
ALTER TABLE refunds ADD CONSTRAINT refunds_token_only_by_client_choice
  CHECK (destination <> 'token' OR destination_chosen_by IN ('client', 'client_via_admin'));

-- An appointment order names the session's time for its receipt, mails and the admin's view. A session can be
-- moved; the order then follows it, so every reader sees the session's current time (issue 23, point 3).
UPDATE orders o SET starts_at = b.starts_at, updated_at = now()
  FROM bookings b
 WHERE o.booking_id = b.id AND o.kind = 'appointment' AND o.starts_at IS DISTINCT FROM b.starts_at;

CREATE FUNCTION orders_follow_moved_booking() RETURNS trigger AS $$
BEGIN
  UPDATE orders SET starts_at = NEW.starts_at, updated_at = now()
   WHERE booking_id = NEW.id AND kind = 'appointment' AND starts_at IS DISTINCT FROM NEW.starts_at;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER orders_follow_moved_booking AFTER UPDATE OF starts_at ON bookings
  FOR EACH ROW WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at)
  EXECUTE FUNCTION orders_follow_moved_booking();
