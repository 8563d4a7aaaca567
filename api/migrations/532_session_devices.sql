-- "Your signed-in devices" (issue 22). What a person needs to recognise a session and nothing more: the
-- browser's user agent (cut to 400 characters) and a coarse network address (the first two bytes of IPv4,
-- "193.0.x.x", or the first two groups of IPv6): the full address is never stored.
ALTER TABLE sessions ADD COLUMN user_agent text CHECK (length(user_agent) <= 400);
ALTER TABLE sessions ADD COLUMN network text CHECK (length(network) <= 64);
