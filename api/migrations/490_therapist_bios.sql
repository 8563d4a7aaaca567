-- A therapist's bio per language of the platform (ua, pl, ro, en): the catalogue shows the one in the page's
-- language and falls back to the therapist's own market's, then any. The one bio there was is kept as the
-- bio in the therapist's market language, the language their profile has been shown in so far.
ALTER TABLE therapist_profiles
  ADD COLUMN bio_ua text NOT NULL DEFAULT '' CHECK (length(bio_ua) <= 4000),
  ADD COLUMN bio_pl text NOT NULL DEFAULT '' CHECK (length(bio_pl) <= 4000),
  ADD COLUMN bio_ro text NOT NULL DEFAULT '' CHECK (length(bio_ro) <= 4000),
  ADD COLUMN bio_en text NOT NULL DEFAULT '' CHECK (length(bio_en) <= 4000);

UPDATE therapist_profiles
   SET bio_ua = CASE market WHEN 'ua' THEN bio ELSE '' END,
       bio_pl = CASE market WHEN 'pl' THEN bio ELSE '' END,
       bio_ro = CASE market WHEN 'ro' THEN bio ELSE '' END,
       bio_en = CASE market WHEN 'en' THEN bio ELSE '' END;

ALTER TABLE therapist_profiles DROP COLUMN bio;
