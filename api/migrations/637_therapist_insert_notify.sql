-- The public therapist list's pages are remembered for a moment like the free-slot query's calendars (issue 29,
-- therapists/index.ts) and forgotten by the same notification, rozmova_slots_changed (migration 636). A new profile
-- may enter a page (created listed), so its insert is announced too, with the same function, in its transaction.
CREATE TRIGGER therapist_profiles_inserted_slots_changed
  AFTER INSERT ON therapist_profiles
  FOR EACH ROW EXECUTE FUNCTION notify_slots_changed();
