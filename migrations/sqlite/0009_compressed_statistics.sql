-- A program's statistics document is stored gzip-compressed (a quarter of its JSON size) and
-- served as stored to clients that accept gzip. The JSON rows are dropped rather than converted
-- (SQL has no gzip): the server recomputes every program with returns but no stored document
-- when it starts, from the returns themselves.
DROP TABLE program_statistics;
CREATE TABLE program_statistics (
    program_id INTEGER PRIMARY KEY REFERENCES programs (id) ON DELETE CASCADE,
    statistics_gzip BLOB NOT NULL,
    computed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
