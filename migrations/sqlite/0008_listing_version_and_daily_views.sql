-- The listing version: every write that changes a listing bumps it in its own transaction, and
-- each server process reloads its in-memory listings when it moves (one row, read per request).
CREATE TABLE listing_version (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL
);
INSERT INTO listing_version (id, version) VALUES (1, 0);

-- The salt of the day's view keys (an HMAC of the client, or of the user): kept here so every
-- process hashes a client alike; yesterday's salts are deleted, so a key cannot be linked to
-- another day's.
CREATE TABLE view_salts (
    view_day TEXT PRIMARY KEY,
    salt TEXT NOT NULL
);

-- One view row per client per program per day. Older rows were one per page load: they keep
-- the first of each day, signed-in readers keyed by their user id (their old hash was of the
-- address only).
ALTER TABLE view_logs ADD COLUMN view_day TEXT NOT NULL DEFAULT '';
UPDATE view_logs SET view_day = substr(date_created, 1, 10);
UPDATE view_logs SET client_hash = 'user:' || CAST(user_id AS TEXT) WHERE user_id IS NOT NULL;
DELETE FROM view_logs WHERE EXISTS (
    SELECT 1 FROM view_logs older
    WHERE older.program_id = view_logs.program_id AND older.view_day = view_logs.view_day
      AND older.client_hash = view_logs.client_hash AND older.id < view_logs.id
);
CREATE UNIQUE INDEX view_logs_daily ON view_logs (program_id, view_day, client_hash);
