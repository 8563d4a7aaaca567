-- Mail once (issue 22): every outbox row keeps one Message-ID for all its tries, and a try holds the row with
-- a lease. A sender that dies after the SMTP server took the mail but before the row said so leaves the lease
-- to run out; the next try sends the same message again with the same Message-ID, which mail programs and
-- servers treat as one message. api/docs/operations.md: mail once.
ALTER TABLE mail_outbox
  ADD COLUMN message_id text CHECK (message_id IS NULL OR length(message_id) <= 255),
  -- Set while one worker is handing the mail to the SMTP server; another takes it over only after it ended.
  ADD COLUMN lease_until timestamptz;

UPDATE mail_outbox SET message_id = '<' || id::text || '@outbox.rozmova>' WHERE message_id IS NULL;
ALTER TABLE mail_outbox ALTER COLUMN message_id SET NOT NULL;
CREATE UNIQUE INDEX mail_outbox_message_id_key ON mail_outbox (message_id);
