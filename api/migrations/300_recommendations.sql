-- Recommendations the questionnaire produced: the answers and the ranked therapists, so a client can come
-- back to a recommendation (recommendation_id) and the team can see which answers find nobody.
-- The answers describe what troubles a person: they are erased with the account (deletion hook), and
-- an anonymous visitor's row carries no identifier at all.
CREATE TABLE recommendations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  market text NOT NULL CHECK (market IN ('ua', 'pl', 'ro', 'en')),
  answers jsonb NOT NULL,
  therapist_ids uuid[] NOT NULL DEFAULT '{}',
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX recommendations_user_idx ON recommendations (user_id) WHERE user_id IS NOT NULL;
