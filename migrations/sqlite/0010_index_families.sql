-- Indexes become computed families (see docs/indexes.md): assets bands and rankings by a measure
-- join the kinds; members are stored as stretches of months; an index's months carry the estimate
-- mark; statistics are stored gzip-compressed beside the list's figures; each month's ranking is
-- stored whole, and a program's awards too (they replace the awards table). Everything but the
-- S&P 500 benchmark is derived, so the derived tables are made anew (SQLite cannot change a CHECK
-- in place) and the benchmark is carried over.
CREATE TABLE indexes_kept AS SELECT * FROM indexes WHERE kind = 'benchmark';
CREATE TABLE index_returns_kept AS
    SELECT r.index_id, r.month, r.monthly_return, r.member_count FROM index_returns r
    JOIN indexes i ON i.id = r.index_id WHERE i.kind = 'benchmark';
DROP TABLE awards;
DROP TABLE index_statistics;
DROP TABLE index_returns;
DROP TABLE index_members;
DROP TABLE indexes;

CREATE TABLE indexes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    portfolio_uri TEXT NOT NULL UNIQUE,
    portfolio_name_en TEXT NOT NULL,
    portfolio_name_zh TEXT NOT NULL,
    kind TEXT NOT NULL
        CHECK (kind IN ('benchmark', 'main', 'sector', 'strategy', 'methodology', 'assets', 'ranking')),
    rule_type_id INTEGER,
    min_track_months INTEGER NOT NULL DEFAULT 24 CHECK (min_track_months >= 0),
    is_demo INTEGER NOT NULL DEFAULT 0 CHECK (is_demo IN (0, 1)),
    description TEXT,
    date_created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    ranking_measure TEXT NOT NULL DEFAULT 'monthReturn' CHECK (ranking_measure IN
        ('monthReturn', 'sharpeRatio', 'yearToDate', 'oneYear', 'threeYear', 'fiveYear')),
    assets_min REAL,
    assets_max REAL,
    top_ranking_order INTEGER UNIQUE,
    -- A digest of the family's stored results: a recompute rewrites only the families it changes.
    results_digest TEXT,
    CHECK ((kind IN ('benchmark', 'main', 'assets', 'ranking') AND rule_type_id IS NULL)
        OR (kind IN ('sector', 'strategy', 'methodology') AND rule_type_id IS NOT NULL)),
    CHECK (kind <> 'assets' OR assets_min IS NOT NULL OR assets_max IS NOT NULL),
    CHECK ((kind = 'ranking') = (ranking_measure <> 'monthReturn'))
);
CREATE INDEX indexes_kind ON indexes (kind, rule_type_id);

INSERT INTO indexes (id, portfolio_uri, portfolio_name_en, portfolio_name_zh, kind, rule_type_id,
    min_track_months, is_demo, description, date_created)
    SELECT id, portfolio_uri, portfolio_name_en, portfolio_name_zh, kind, rule_type_id,
        min_track_months, is_demo, description, date_created FROM indexes_kept;
DROP TABLE indexes_kept;

-- A stretch of months in which a program counts in an index: from month_joined to the month
-- before month_left (null while it still counts).
CREATE TABLE index_members (
    index_id INTEGER NOT NULL REFERENCES indexes (id) ON DELETE CASCADE,
    program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    month_joined INTEGER NOT NULL
        CHECK (month_joined BETWEEN 190001 AND 299912 AND month_joined % 100 BETWEEN 1 AND 12),
    month_left INTEGER
        CHECK (month_left BETWEEN 190001 AND 299912 AND month_left % 100 BETWEEN 1 AND 12),
    PRIMARY KEY (index_id, program_id, month_joined)
);
CREATE INDEX index_members_program ON index_members (program_id);

CREATE TABLE index_returns (
    index_id INTEGER NOT NULL REFERENCES indexes (id) ON DELETE CASCADE,
    month INTEGER NOT NULL CHECK (month BETWEEN 190001 AND 299912 AND month % 100 BETWEEN 1 AND 12),
    monthly_return REAL NOT NULL CHECK (monthly_return >= -1),
    member_count INTEGER NOT NULL DEFAULT 0 CHECK (member_count >= 0),
    estimated INTEGER NOT NULL DEFAULT 0 CHECK (estimated IN (0, 1)),
    PRIMARY KEY (index_id, month)
);
INSERT INTO index_returns (index_id, month, monthly_return, member_count)
    SELECT index_id, month, monthly_return, member_count FROM index_returns_kept;
DROP TABLE index_returns_kept;

-- The statistics document (gzip-compressed JSON, as for programs) and the list's figures.
CREATE TABLE index_statistics (
    index_id INTEGER PRIMARY KEY REFERENCES indexes (id) ON DELETE CASCADE,
    statistics_gzip BLOB NOT NULL,
    first_month INTEGER NOT NULL,
    last_month INTEGER NOT NULL,
    member_count INTEGER NOT NULL,
    month_return REAL NOT NULL,
    ytd_return REAL,
    compound_return REAL NOT NULL,
    max_drawdown REAL NOT NULL,
    sharpe_ratio REAL,
    volatility REAL,
    correlation_sp500 REAL,
    computed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- One month's ranking of an index's members, whole: per member, best first, its program id
-- (4 bytes) and figure (8 bytes), little-endian. A ranking is always read whole.
CREATE TABLE index_rankings (
    index_id INTEGER NOT NULL REFERENCES indexes (id) ON DELETE CASCADE,
    month INTEGER NOT NULL CHECK (month BETWEEN 190001 AND 299912 AND month % 100 BETWEEN 1 AND 12),
    member_count INTEGER NOT NULL CHECK (member_count >= 1),
    ranking BLOB NOT NULL,
    PRIMARY KEY (index_id, month)
);

-- A program's awards, whole: the top three places of every index's monthly rankings that it
-- won, per award its index id (4 bytes), month (4, yyyymm), rank (2) and figure (8),
-- little-endian. Awards are only ever read per program.
CREATE TABLE program_awards (
    program_id INTEGER PRIMARY KEY REFERENCES programs (id) ON DELETE CASCADE,
    award_count INTEGER NOT NULL CHECK (award_count >= 1),
    awards BLOB NOT NULL
);

-- The month a program was deleted, when it leaves the indexes (as date_archived is for archiving).
ALTER TABLE programs ADD COLUMN date_deleted TEXT;
UPDATE programs SET date_deleted = date_updated WHERE program_status_id = 4;

-- The listing version the stored indexes, rankings and awards were computed from: every write
-- that changes a listing (returns, status, classification lists) bumps the listing version in its
-- own transaction, and the server recomputes the indexes whenever this one is behind it.
CREATE TABLE index_state (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    computed_version INTEGER NOT NULL
);
INSERT INTO index_state (id, computed_version) VALUES (1, -1);

-- The index families: the main index, one per sector, allocation strategy and methodology, the
-- assets bands, and the rankings of the main index's members by a measure (no series of their own).
-- `top_ranking_order` places the dashboard's Top Rankings links.
INSERT INTO indexes (portfolio_uri, portfolio_name_en, portfolio_name_zh, kind, rule_type_id,
    min_track_months, ranking_measure, assets_min, assets_max, top_ranking_order) VALUES
    ('cta-index', 'CTA Atlas CTA Index', 'CTA Atlas CTA 指数', 'main', NULL, 36, 'monthReturn', NULL, NULL, NULL),
    ('sector-agricultural', 'Agricultural Traders Index', '农产品交易员指数', 'sector', 1, 24, 'monthReturn', NULL, NULL, NULL),
    ('sector-arbitrage-spread', 'Arbitrage & Spread Traders Index', '套利与价差交易员指数', 'sector', 2, 24, 'monthReturn', NULL, NULL, NULL),
    ('sector-currency', 'Currency Traders Index', '外汇交易员指数', 'sector', 3, 24, 'monthReturn', NULL, NULL, NULL),
    ('sector-diversified', 'Diversified Traders Index', '多元化交易员指数', 'sector', 4, 24, 'monthReturn', NULL, NULL, NULL),
    ('sector-energy', 'Energy Traders Index', '能源交易员指数', 'sector', 5, 24, 'monthReturn', NULL, NULL, 3),
    ('sector-financial-metals', 'Financial & Metals Traders Index', '金融与金属交易员指数', 'sector', 6, 24, 'monthReturn', NULL, NULL, NULL),
    ('sector-global-climate', 'Global Climate Traders Index', '全球气候交易员指数', 'sector', 7, 24, 'monthReturn', NULL, NULL, NULL),
    ('sector-stock-index', 'Stock Index Traders Index', '股指交易员指数', 'sector', 8, 24, 'monthReturn', NULL, NULL, NULL),
    ('strategy-arbitrage', 'Arbitrage Index', '套利指数', 'strategy', 1, 24, 'monthReturn', NULL, NULL, NULL),
    ('strategy-counter-trend', 'Counter-trend Index', '逆势交易指数', 'strategy', 2, 24, 'monthReturn', NULL, NULL, NULL),
    ('strategy-fundamental', 'Fundamental Index', '基本面分析指数', 'strategy', 3, 24, 'monthReturn', NULL, NULL, NULL),
    ('strategy-momentum', 'Momentum Index', '动量指数', 'strategy', 4, 24, 'monthReturn', NULL, NULL, NULL),
    ('strategy-option-purchasing', 'Option-purchasing Index', '期权买入指数', 'strategy', 5, 24, 'monthReturn', NULL, NULL, NULL),
    ('strategy-option-spread', 'Option-spread Index', '期权价差指数', 'strategy', 6, 24, 'monthReturn', NULL, NULL, NULL),
    ('strategy-option-writing', 'Option-writing Index', '期权卖出指数', 'strategy', 7, 24, 'monthReturn', NULL, NULL, NULL),
    ('strategy-other', 'Other Strategy Index', '其他策略指数', 'strategy', 8, 24, 'monthReturn', NULL, NULL, NULL),
    ('strategy-pattern-recognition', 'Pattern Recognition Index', '形态识别指数', 'strategy', 9, 24, 'monthReturn', NULL, NULL, NULL),
    ('strategy-seasonal-cyclical', 'Seasonal/Cyclical Index', '季节性/周期性指数', 'strategy', 10, 24, 'monthReturn', NULL, NULL, NULL),
    ('strategy-spreading-hedging', 'Spreading/Hedging Index', '价差/对冲指数', 'strategy', 11, 24, 'monthReturn', NULL, NULL, NULL),
    ('strategy-technical', 'Technical Index', '技术分析指数', 'strategy', 12, 24, 'monthReturn', NULL, NULL, NULL),
    ('strategy-trend-following', 'Trend-following Index', '趋势跟踪指数', 'strategy', 13, 24, 'monthReturn', NULL, NULL, NULL),
    ('methodology-systematic', 'Systematic Traders Index', '系统化交易员指数', 'methodology', 2, 24, 'monthReturn', NULL, NULL, 1),
    ('methodology-discretionary', 'Discretionary Traders Index', '主观交易员指数', 'methodology', 1, 24, 'monthReturn', NULL, NULL, 2),
    ('ranking-sharpe-ratio', 'Sharpe Ratio Ranking', '夏普比率排名', 'ranking', NULL, 36, 'sharpeRatio', NULL, NULL, 4),
    ('ranking-ytd', 'YTD Performance Ranking', '年初至今业绩排名', 'ranking', NULL, 36, 'yearToDate', NULL, NULL, 5),
    ('ranking-1-year', '1 Year Performance Ranking', '1年业绩排名', 'ranking', NULL, 36, 'oneYear', NULL, NULL, 6),
    ('ranking-3-year', '3 Year Performance Ranking', '3年业绩排名', 'ranking', NULL, 36, 'threeYear', NULL, NULL, 7),
    ('ranking-5-year', '5 Year Performance Ranking', '5年业绩排名', 'ranking', NULL, 36, 'fiveYear', NULL, NULL, 8),
    ('assets-under-10m', 'Assets Under $10M Index', '管理资产低于1000万指数', 'assets', NULL, 24, 'monthReturn', NULL, 10000000, 9),
    ('assets-over-10m', 'Assets Over $10M Index', '管理资产高于1000万指数', 'assets', NULL, 24, 'monthReturn', 10000000, NULL, 10);
