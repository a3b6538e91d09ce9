-- The statistics documents now carry the further risk measures (issue 22), and the screener sorts
-- and filters on three of them. The stored documents are dropped rather than patched (SQL cannot
-- compute them): the server recomputes every program with returns but no document when it
-- starts, which fills the new columns and, by moving the listing version, the indexes too.
ALTER TABLE program_listings ADD COLUMN sortino_ratio DOUBLE PRECISION;
ALTER TABLE program_listings ADD COLUMN mar_ratio DOUBLE PRECISION;
ALTER TABLE program_listings ADD COLUMN beta DOUBLE PRECISION;
DELETE FROM program_statistics;
