-- Indexes become computed families (see docs/indexes.md): assets bands and rankings by a measure
-- join the kinds; members are stored as stretches of months; an index's months carry the estimate
-- mark; statistics are stored gzip-compressed beside the list's figures; each month's ranking is
-- stored whole, and a program's awards too (they replace the awards table). Everything but the
-- S&P 500 benchmark is derived: the derived tables are made anew.
DELETE FROM index_returns WHERE index_id IN (SELECT id FROM indexes WHERE kind <> 'benchmark');
DELETE FROM indexes WHERE kind <> 'benchmark';
ALTER TABLE indexes DROP CONSTRAINT indexes_kind_check;
ALTER TABLE indexes DROP CONSTRAINT indexes_check;
ALTER TABLE indexes ADD CONSTRAINT indexes_kind_check
    CHECK (kind IN ('benchmark', 'main', 'sector', 'strategy', 'methodology', 'assets', 'ranking'));
ALTER TABLE indexes ADD COLUMN ranking_measure TEXT NOT NULL DEFAULT 'monthReturn' CHECK (ranking_measure IN
    ('monthReturn', 'sharpeRatio', 'yearToDate', 'oneYear', 'threeYear', 'fiveYear'));
ALTER TABLE indexes ADD COLUMN assets_min DOUBLE PRECISION;
ALTER TABLE indexes ADD COLUMN assets_max DOUBLE PRECISION;
ALTER TABLE indexes ADD COLUMN top_ranking_order INTEGER UNIQUE;
-- A digest of the family's stored results: a recompute rewrites only the families it changes.
ALTER TABLE indexes ADD COLUMN results_digest TEXT;
ALTER TABLE indexes ADD CONSTRAINT indexes_check
    CHECK ((kind IN ('benchmark', 'main', 'assets', 'ranking') AND rule_type_id IS NULL)
        OR (kind IN ('sector', 'strategy', 'methodology') AND rule_type_id IS NOT NULL));
ALTER TABLE indexes ADD CONSTRAINT indexes_check1
    CHECK (kind <> 'assets' OR assets_min IS NOT NULL OR assets_max IS NOT NULL);
ALTER TABLE indexes ADD CONSTRAINT indexes_check2
    CHECK ((kind = 'ranking') = (ranking_measure <> 'monthReturn'));

-- A stretch of months in which a program counts in an index: from month_joined to the month
-- before month_left (null while it still counts).
DROP TABLE index_members;
CREATE TABLE index_members (
    index_id BIGINT NOT NULL REFERENCES indexes (id) ON DELETE CASCADE,
    program_id BIGINT NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    month_joined INTEGER NOT NULL
        CHECK (month_joined BETWEEN 190001 AND 299912 AND month_joined % 100 BETWEEN 1 AND 12),
    month_left INTEGER
        CHECK (month_left BETWEEN 190001 AND 299912 AND month_left % 100 BETWEEN 1 AND 12),
    PRIMARY KEY (index_id, program_id, month_joined)
);
CREATE INDEX index_members_program ON index_members (program_id);

ALTER TABLE index_returns ADD COLUMN estimated INTEGER NOT NULL DEFAULT 0 CHECK (estimated IN (0, 1));

-- The statistics document (gzip-compressed JSON, as for programs) and the list's figures.
DROP TABLE index_statistics;
CREATE TABLE index_statistics (
    index_id BIGINT PRIMARY KEY REFERENCES indexes (id) ON DELETE CASCADE,
    statistics_gzip BYTEA NOT NULL,
    first_month INTEGER NOT NULL,
    last_month INTEGER NOT NULL,
    member_count INTEGER NOT NULL,
    month_return DOUBLE PRECISION NOT NULL,
    ytd_return DOUBLE PRECISION,
    compound_return DOUBLE PRECISION NOT NULL,
    max_drawdown DOUBLE PRECISION NOT NULL,
    sharpe_ratio DOUBLE PRECISION,
    volatility DOUBLE PRECISION,
    correlation_sp500 DOUBLE PRECISION,
    computed_at TEXT NOT NULL
        DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
);

-- One month's ranking of an index's members, whole: per member, best first, its program id
-- (4 bytes) and figure (8 bytes), little-endian. A ranking is always read whole.
CREATE TABLE index_rankings (
    index_id BIGINT NOT NULL REFERENCES indexes (id) ON DELETE CASCADE,
    month INTEGER NOT NULL CHECK (month BETWEEN 190001 AND 299912 AND month % 100 BETWEEN 1 AND 12),
    member_count INTEGER NOT NULL CHECK (member_count >= 1),
    ranking BYTEA NOT NULL,
    PRIMARY KEY (index_id, month)
);

-- A program's awards, whole: the top three places of every index's monthly rankings that it
-- won, per award its index id (4 bytes), month (4, yyyymm), rank (2) and figure (8),
-- little-endian. Awards are only ever read per program.
DROP TABLE awards;
CREATE TABLE program_awards (
    program_id BIGINT PRIMARY KEY REFERENCES programs (id) ON DELETE CASCADE,
    award_count INTEGER NOT NULL CHECK (award_count >= 1),
    awards BYTEA NOT NULL
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
