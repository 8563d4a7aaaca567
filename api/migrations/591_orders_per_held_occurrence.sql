-- A held series occurrence (pay per occurrence, migration 590) may be paid for again after a checkout was
-- abandoned: its cancelled or expired order keeps the booking id for the books, and a new one is opened. At most
-- one order of a booking is pending or paid at a time, which is what the old UNIQUE meant for money.
ALTER TABLE orders DROP CONSTRAINT orders_booking_id_key;
CREATE UNIQUE INDEX orders_booking_live_key ON orders (booking_id) WHERE status IN ('pending', 'paid', 'refunded');
