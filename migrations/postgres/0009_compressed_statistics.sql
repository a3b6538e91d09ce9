-- A program's statistics document is stored gzip-compressed (a quarter of its JSON size) and
-- served as stored to clients that accept gzip. The JSON rows are dropped rather than converted
-- (SQL has no gzip): the server recomputes every program with returns but no stored document
-- when it starts, from the returns themselves.
DROP TABLE program_statistics;
CREATE TABLE program_statistics (
    program_id BIGINT PRIMARY KEY REFERENCES programs (id) ON DELETE CASCADE,
    statistics_gzip BYTEA NOT NULL,
    computed_at TEXT NOT NULL
        DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
);
