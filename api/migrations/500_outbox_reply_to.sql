-- Every mail now goes through the outbox (api/docs/jobs.md), including the business inquiry that reaches the
-- support team: the team answers the person who wrote it, so the mail keeps its Reply-To address.
ALTER TABLE mail_outbox ADD COLUMN reply_to text CHECK (reply_to IS NULL OR length(reply_to) <= 254);
