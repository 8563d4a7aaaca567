-- Account deletion: a queued mail that speaks of the deleted person to someone else (the therapist told of the
-- cancellation the deletion caused) still goes out as written, then loses every mention of the person. `erasure`
-- holds the already-scrubbed subject, text and attachments (and whether the address goes too) until the row is
-- sent or given up; then they replace the original and `erasure` is emptied (api/docs/my-data.md, "Erasure").
ALTER TABLE mail_outbox ADD COLUMN erasure jsonb;
