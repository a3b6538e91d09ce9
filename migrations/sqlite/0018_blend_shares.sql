-- Shareable blends (issue 22): a read-only link to a saved blend as it was last saved. Only the
-- SHA-256 of the link's token is kept (hex), so the table alone opens no link. The pinned blend
-- is its name, normalization and orders (JSON: programId, quantity, leverage, color,
-- chartVisible, currency, usdPerUnit); data_month (yyyymm) is the last month of its programs'
-- returns when it was shared: readers see no later month. Deleting the blend deletes its links;
-- a revoked link keeps its row (revoked_at) so revoking again answers alike.
CREATE TABLE blend_shares (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    token_hash TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    blend_id INTEGER NOT NULL REFERENCES blends (id) ON DELETE CASCADE,
    blend_name TEXT NOT NULL,
    is_normalized INTEGER NOT NULL CHECK (is_normalized IN (0, 1)),
    orders_json TEXT NOT NULL,
    program_count INTEGER NOT NULL,
    data_month INTEGER NOT NULL CHECK (data_month BETWEEN 190001 AND 299912),
    date_created TEXT NOT NULL,
    revoked_at TEXT
);
CREATE INDEX blend_shares_user ON blend_shares (user_id, date_created);
CREATE INDEX blend_shares_blend ON blend_shares (blend_id);
