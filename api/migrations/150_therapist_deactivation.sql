-- An admin can deactivate a therapist: out of the catalogue for good. The database keeps a deactivated
-- profile unlisted, whoever tries to list it again (the therapist's own settings included).
ALTER TABLE therapist_profiles ADD COLUMN deactivated_at timestamptz;
ALTER TABLE therapist_profiles ADD CONSTRAINT therapist_profiles_deactivated_unlisted
  CHECK (deactivated_at IS NULL OR NOT is_listed);
