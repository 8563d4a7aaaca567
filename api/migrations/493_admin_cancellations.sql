-- An admin who cancels a session does it for the platform: the booking stays a 'system' cancellation (never
-- late, always refunded, as a therapist's is) and now names the admin who did it.
ALTER TABLE bookings ADD COLUMN cancelled_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE bookings ADD CONSTRAINT bookings_cancelled_by_user_is_system
  CHECK (cancelled_by_user_id IS NULL OR cancelled_by = 'system');
