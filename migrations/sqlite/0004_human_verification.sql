-- Proof-of-work challenges already spent: a solved challenge is accepted once. Rows are kept
-- until the challenge would have expired anyway, then deleted.
CREATE TABLE spent_verification_challenges (
    challenge TEXT PRIMARY KEY,
    expires_at TEXT NOT NULL
);
CREATE INDEX spent_verification_challenges_expiry ON spent_verification_challenges (expires_at);
