-- PostgreSQL takes a channel name of at most 63 bytes (pg_notify refuses a longer one; LISTEN cuts it short), and
-- the api's listener takes only lower-case letters, digits and underscores. The name of migration 638 appended the
-- schema's name as it is: in a schema whose name is longer than 38 bytes every booking's notice (a trigger) and
-- every sign-out's would have failed. Such a schema, or one whose name has other characters, now gets the md5 of
-- its name instead (32 hex digits: 57 bytes with the longer base). `public` and short plain names are unchanged.
CREATE OR REPLACE FUNCTION memory_channel(base text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN current_schema() = 'public' THEN base
    WHEN octet_length(base) + 1 + octet_length(current_schema()) <= 63 AND current_schema() ~ '^[a-z0-9_]+$'
      THEN base || '_' || current_schema()
    ELSE base || '_' || md5(current_schema())
  END
$$;
