-- CTA Atlas schema, SQLite. Its twin migrations/postgres/0001_schema.sql has the same tables,
-- columns (same order), defaults, constraints and indexes; only the engine's types differ.
-- Types (docs/conventions.md, docs/schema.md): ids INTEGER PRIMARY KEY (AUTOINCREMENT, so an id is
-- never reused, like a PostgreSQL identity; reference tables have fixed ids), 0/1 INTEGER flags,
-- fractions in REAL, months as yyyymm INTEGER, dates 'YYYY-MM-DD' and RFC 3339 UTC timestamps in
-- TEXT, JSON documents in TEXT. Applied by sqlx's migrator in one transaction, foreign keys on.

-- ---------------------------------------------------------------------------------------------
-- Reference tables: fixed ids (seeded by 0002_reference_data.sql), never an identity.
-- ---------------------------------------------------------------------------------------------

CREATE TABLE roles (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE platforms (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE group_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE group_statuses (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE membership_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE contact_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE program_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE program_statuses (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE membership_statuses (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE sector_focus_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE investor_requirement_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE allocation_strategy_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE methodology_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE composition_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE holding_period_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

-- code is the ISO 4217 code; programs.currency references it.
CREATE TABLE currencies (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE frequency_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

-- ids 0, 1, 2 are the carorType values of the spec.
CREATE TABLE caror_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE blend_statuses (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE blend_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE award_types (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name_en TEXT NOT NULL,
    name_zh TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
);

-- ---------------------------------------------------------------------------------------------
-- Accounts and sessions
-- ---------------------------------------------------------------------------------------------

-- email is kept as typed; email_normalized (trimmed, lowercased by the server) is the login key.
CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    email_normalized TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    phone_prefix TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    address1 TEXT,
    address2 TEXT,
    city_town TEXT,
    country TEXT NOT NULL DEFAULT '',
    state_province TEXT,
    postal_code TEXT,
    website TEXT,
    owner TEXT,
    get_newsletter INTEGER NOT NULL DEFAULT 0 CHECK (get_newsletter IN (0, 1)),
    get_alert_new_program INTEGER NOT NULL DEFAULT 0 CHECK (get_alert_new_program IN (0, 1)),
    is_accredited INTEGER NOT NULL DEFAULT 0 CHECK (is_accredited IN (0, 1)),
    language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh-hans')),
    failed_login_count INTEGER NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
    lockout_end TEXT,
    date_created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    date_updated TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE UNIQUE INDEX users_email_normalized ON users (email_normalized);
CREATE INDEX users_date_created ON users (date_created);
CREATE INDEX users_last_name ON users (last_name, first_name);

CREATE TABLE user_roles (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role_id INTEGER NOT NULL REFERENCES roles (id),
    PRIMARY KEY (user_id, role_id)
);
CREATE INDEX user_roles_role ON user_roles (role_id);

-- Rotating refresh tokens: only a hash is stored; a family shares one login, so reuse of a
-- rotated token revokes the whole family.
CREATE TABLE refresh_tokens (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    family_id TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    revoked_at TEXT,
    replaced_by_id INTEGER REFERENCES refresh_tokens (id) ON DELETE SET NULL
);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_replaced_by ON refresh_tokens (replaced_by_id);

CREATE TABLE password_reset_tokens (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    expires_at TEXT NOT NULL,
    used_at TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);

-- ---------------------------------------------------------------------------------------------
-- Companies (groups)
-- ---------------------------------------------------------------------------------------------

CREATE TABLE groups (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    group_uri TEXT NOT NULL UNIQUE,
    group_name TEXT NOT NULL,
    web_url TEXT,
    description_long TEXT NOT NULL DEFAULT '',
    group_status_id INTEGER NOT NULL DEFAULT 2 REFERENCES group_statuses (id),
    country TEXT NOT NULL DEFAULT 'US',
    logo_path TEXT,
    accepted_agreement INTEGER NOT NULL DEFAULT 0 CHECK (accepted_agreement IN (0, 1)),
    date_created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    date_updated TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    date_approved TEXT
);
CREATE INDEX groups_status ON groups (group_status_id);
CREATE INDEX groups_name ON groups (group_name);
CREATE INDEX groups_date_created ON groups (date_created);

CREATE TABLE group_group_types (
    group_id INTEGER NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    group_type_id INTEGER NOT NULL REFERENCES group_types (id),
    PRIMARY KEY (group_id, group_type_id)
);

-- At most three contacts per group (positions 1 to 3, in display order).
CREATE TABLE group_contacts (
    group_id INTEGER NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 3),
    contact_type_id INTEGER NOT NULL REFERENCES contact_types (id),
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    email_address TEXT NOT NULL DEFAULT '',
    phone_direct TEXT NOT NULL DEFAULT '',
    address1 TEXT NOT NULL DEFAULT '',
    address2 TEXT,
    city TEXT NOT NULL DEFAULT '',
    state TEXT NOT NULL DEFAULT '',
    zip TEXT NOT NULL DEFAULT '',
    country TEXT NOT NULL DEFAULT 'US',
    PRIMARY KEY (group_id, position)
);

-- Registrations (NFA, FCA, Other with a free title); at most three per group.
CREATE TABLE group_memberships (
    group_id INTEGER NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 3),
    membership_type_id INTEGER NOT NULL REFERENCES membership_types (id),
    membership_url TEXT,
    title TEXT NOT NULL DEFAULT '',
    info TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (group_id, position)
);

-- The CTA managers of a group.
CREATE TABLE group_administrators (
    group_id INTEGER NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (group_id, user_id)
);
CREATE INDEX group_administrators_user ON group_administrators (user_id);

CREATE TABLE group_platforms (
    group_id INTEGER NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    platform_id INTEGER NOT NULL REFERENCES platforms (id),
    is_manageable INTEGER NOT NULL DEFAULT 1 CHECK (is_manageable IN (0, 1)),
    PRIMARY KEY (group_id, platform_id)
);
CREATE INDEX group_platforms_platform ON group_platforms (platform_id);

-- ---------------------------------------------------------------------------------------------
-- Programs
-- ---------------------------------------------------------------------------------------------

CREATE TABLE programs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    group_id INTEGER NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    program_uri TEXT NOT NULL,
    program_name TEXT NOT NULL,
    program_status_id INTEGER NOT NULL DEFAULT 2 REFERENCES program_statuses (id),
    program_type_id INTEGER NOT NULL REFERENCES program_types (id),
    membership_status_id INTEGER NOT NULL DEFAULT 1 REFERENCES membership_statuses (id),
    symbol TEXT,
    currency TEXT NOT NULL DEFAULT 'USD' REFERENCES currencies (code),
    investment_min REAL CHECK (investment_min >= 0),
    trading_level_increase REAL CHECK (trading_level_increase >= 0),
    subscription_frequency_type_id INTEGER REFERENCES frequency_types (id),
    redemption_frequency_type_id INTEGER REFERENCES frequency_types (id),
    investor_requirement_type_id INTEGER REFERENCES investor_requirement_types (id),
    lockup_period INTEGER NOT NULL DEFAULT 0 CHECK (lockup_period >= 0),
    wdd_expected REAL CHECK (wdd_expected BETWEEN 0 AND 1),
    worst_peak_to_trough REAL CHECK (worst_peak_to_trough BETWEEN 0 AND 1),
    sector_focus_type_id INTEGER REFERENCES sector_focus_types (id),
    caror_type INTEGER NOT NULL DEFAULT 0 REFERENCES caror_types (id),
    funding_notional INTEGER NOT NULL DEFAULT 0 CHECK (funding_notional IN (0, 1)),
    funding_max_notional REAL NOT NULL DEFAULT 0 CHECK (funding_max_notional >= 0),
    us_invest INTEGER NOT NULL DEFAULT 1 CHECK (us_invest IN (0, 1)),
    proprietary INTEGER NOT NULL DEFAULT 0 CHECK (proprietary IN (0, 1)),
    hide_program INTEGER NOT NULL DEFAULT 0 CHECK (hide_program IN (0, 1)),
    fee_management REAL NOT NULL DEFAULT 0 CHECK (fee_management BETWEEN 0 AND 1),
    fee_performance REAL NOT NULL DEFAULT 0 CHECK (fee_performance BETWEEN 0 AND 1),
    average_commission REAL CHECK (average_commission >= 0),
    highwater_mark INTEGER NOT NULL DEFAULT 1 CHECK (highwater_mark IN (0, 1)),
    roundturn_year_million REAL CHECK (roundturn_year_million >= 0),
    margin_equity_ratio REAL NOT NULL DEFAULT 0
        CHECK (margin_equity_ratio BETWEEN 0 AND 1),
    description TEXT,
    strategy_investment TEXT,
    strategy_risk TEXT,
    accounting_notes TEXT,
    date_inception TEXT,
    accepted_agreement INTEGER NOT NULL DEFAULT 0 CHECK (accepted_agreement IN (0, 1)),
    date_created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    date_updated TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    date_approved TEXT,
    date_archived TEXT,
    UNIQUE (group_id, program_uri)
);
CREATE INDEX programs_uri ON programs (program_uri);
CREATE INDEX programs_status ON programs (program_status_id, program_type_id);
CREATE INDEX programs_type ON programs (program_type_id);
CREATE INDEX programs_sector ON programs (sector_focus_type_id);
CREATE INDEX programs_investor_requirement ON programs (investor_requirement_type_id);
CREATE INDEX programs_investment_min ON programs (investment_min);
CREATE INDEX programs_name ON programs (program_name);
CREATE INDEX programs_date_approved ON programs (date_approved);
CREATE INDEX programs_date_archived ON programs (date_archived);
CREATE INDEX programs_currency ON programs (currency);

CREATE TABLE program_platforms (
    program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    platform_id INTEGER NOT NULL REFERENCES platforms (id),
    is_manageable INTEGER NOT NULL DEFAULT 1 CHECK (is_manageable IN (0, 1)),
    PRIMARY KEY (program_id, platform_id)
);
CREATE INDEX program_platforms_platform ON program_platforms (platform_id);

-- The four percentage lists: value is a fraction (0.25 = 25 %); a list totals 0 or 1 (checked by
-- the server, which saves a list as a whole).
CREATE TABLE program_methodologies (
    program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    methodology_type_id INTEGER NOT NULL REFERENCES methodology_types (id),
    value REAL NOT NULL CHECK (value BETWEEN 0 AND 1),
    PRIMARY KEY (program_id, methodology_type_id)
);
CREATE INDEX program_methodologies_type ON program_methodologies (methodology_type_id, value);

CREATE TABLE program_allocation_strategies (
    program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    allocation_strategy_type_id INTEGER NOT NULL REFERENCES allocation_strategy_types (id),
    value REAL NOT NULL CHECK (value BETWEEN 0 AND 1),
    PRIMARY KEY (program_id, allocation_strategy_type_id)
);
CREATE INDEX program_allocation_strategies_type
    ON program_allocation_strategies (allocation_strategy_type_id, value);

CREATE TABLE program_compositions (
    program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    composition_type_id INTEGER NOT NULL REFERENCES composition_types (id),
    value REAL NOT NULL CHECK (value BETWEEN 0 AND 1),
    PRIMARY KEY (program_id, composition_type_id)
);
CREATE INDEX program_compositions_type ON program_compositions (composition_type_id, value);

CREATE TABLE program_holdings (
    program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    holding_period_type_id INTEGER NOT NULL REFERENCES holding_period_types (id),
    value REAL NOT NULL CHECK (value BETWEEN 0 AND 1),
    PRIMARY KEY (program_id, holding_period_type_id)
);
CREATE INDEX program_holdings_type ON program_holdings (holding_period_type_id, value);

-- ---------------------------------------------------------------------------------------------
-- Monthly returns and their history
-- ---------------------------------------------------------------------------------------------

CREATE TABLE program_returns (
    program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    month INTEGER NOT NULL CHECK (month BETWEEN 190001 AND 299912 AND month % 100 BETWEEN 1 AND 12),
    monthly_return REAL NOT NULL CHECK (monthly_return >= -1),
    assets REAL CHECK (assets >= 0),
    estimated INTEGER NOT NULL DEFAULT 0 CHECK (estimated IN (0, 1)),
    date_created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    PRIMARY KEY (program_id, month)
);
CREATE INDEX program_returns_month ON program_returns (month, program_id);

-- One row per save or upload that changed returns; one change row per month that differs
-- (old_* null: month added; new_* null: month removed).
CREATE TABLE program_return_revisions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    summary TEXT NOT NULL DEFAULT ''
);
CREATE INDEX program_return_revisions_program ON program_return_revisions (program_id, created_at);
CREATE INDEX program_return_revisions_user ON program_return_revisions (user_id);

CREATE TABLE program_return_revision_changes (
    revision_id INTEGER NOT NULL REFERENCES program_return_revisions (id) ON DELETE CASCADE,
    month INTEGER NOT NULL CHECK (month BETWEEN 190001 AND 299912 AND month % 100 BETWEEN 1 AND 12),
    old_return REAL,
    new_return REAL,
    old_assets REAL,
    new_assets REAL,
    old_estimated INTEGER CHECK (old_estimated IN (0, 1)),
    new_estimated INTEGER CHECK (new_estimated IN (0, 1)),
    PRIMARY KEY (revision_id, month)
);

-- ---------------------------------------------------------------------------------------------
-- Derived program data (computed by analytics-core when returns change; never recomputed on read)
-- ---------------------------------------------------------------------------------------------

CREATE TABLE program_statistics (
    program_id INTEGER PRIMARY KEY REFERENCES programs (id) ON DELETE CASCADE,
    statistics_json TEXT NOT NULL,
    computed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- The screener's figures as real columns, so listings filter and sort in SQL.
CREATE TABLE program_listings (
    program_id INTEGER PRIMARY KEY REFERENCES programs (id) ON DELETE CASCADE,
    month_return REAL,
    ytd_return REAL,
    compound_return REAL,
    max_drawdown REAL,
    assets REAL,
    sharpe_ratio REAL,
    volatility REAL,
    correlation_sp500 REAL,
    one_year_return REAL,
    three_year_return REAL,
    five_year_return REAL,
    past_12_months REAL,
    date_inception TEXT,
    last_return_month INTEGER,
    return_count INTEGER NOT NULL DEFAULT 0 CHECK (return_count >= 0),
    computed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX program_listings_month_return ON program_listings (month_return);
CREATE INDEX program_listings_ytd_return ON program_listings (ytd_return);
CREATE INDEX program_listings_compound_return ON program_listings (compound_return);
CREATE INDEX program_listings_max_drawdown ON program_listings (max_drawdown);
CREATE INDEX program_listings_assets ON program_listings (assets);
CREATE INDEX program_listings_sharpe_ratio ON program_listings (sharpe_ratio);
CREATE INDEX program_listings_volatility ON program_listings (volatility);
CREATE INDEX program_listings_correlation_sp500 ON program_listings (correlation_sp500);
CREATE INDEX program_listings_one_year_return ON program_listings (one_year_return);
CREATE INDEX program_listings_three_year_return ON program_listings (three_year_return);
CREATE INDEX program_listings_five_year_return ON program_listings (five_year_return);
CREATE INDEX program_listings_past_12_months ON program_listings (past_12_months);
CREATE INDEX program_listings_date_inception ON program_listings (date_inception);
CREATE INDEX program_listings_last_return_month ON program_listings (last_return_month);

-- ---------------------------------------------------------------------------------------------
-- Indexes (the CTA indexes and the S&P 500 benchmark), members, returns, rankings
-- ---------------------------------------------------------------------------------------------

-- rule_type_id: sector_focus_types.id (kind sector), allocation_strategy_types.id (strategy) or
-- methodology_types.id (methodology); null for the benchmark and the main index.
CREATE TABLE indexes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    portfolio_uri TEXT NOT NULL UNIQUE,
    portfolio_name_en TEXT NOT NULL,
    portfolio_name_zh TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('benchmark', 'main', 'sector', 'strategy', 'methodology')),
    rule_type_id INTEGER,
    min_track_months INTEGER NOT NULL DEFAULT 24 CHECK (min_track_months >= 0),
    is_demo INTEGER NOT NULL DEFAULT 0 CHECK (is_demo IN (0, 1)),
    description TEXT,
    date_created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    CHECK ((kind IN ('benchmark', 'main') AND rule_type_id IS NULL)
        OR (kind IN ('sector', 'strategy', 'methodology') AND rule_type_id IS NOT NULL))
);
CREATE INDEX indexes_kind ON indexes (kind, rule_type_id);

CREATE TABLE index_members (
    index_id INTEGER NOT NULL REFERENCES indexes (id) ON DELETE CASCADE,
    program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    month_joined INTEGER NOT NULL
        CHECK (month_joined BETWEEN 190001 AND 299912 AND month_joined % 100 BETWEEN 1 AND 12),
    PRIMARY KEY (index_id, program_id)
);
CREATE INDEX index_members_program ON index_members (program_id);

CREATE TABLE index_returns (
    index_id INTEGER NOT NULL REFERENCES indexes (id) ON DELETE CASCADE,
    month INTEGER NOT NULL CHECK (month BETWEEN 190001 AND 299912 AND month % 100 BETWEEN 1 AND 12),
    monthly_return REAL NOT NULL CHECK (monthly_return >= -1),
    member_count INTEGER NOT NULL DEFAULT 0 CHECK (member_count >= 0),
    PRIMARY KEY (index_id, month)
);

CREATE TABLE index_statistics (
    index_id INTEGER PRIMARY KEY REFERENCES indexes (id) ON DELETE CASCADE,
    statistics_json TEXT NOT NULL,
    computed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE TABLE awards (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    index_id INTEGER NOT NULL REFERENCES indexes (id) ON DELETE CASCADE,
    award_type_id INTEGER NOT NULL REFERENCES award_types (id),
    month INTEGER NOT NULL CHECK (month BETWEEN 190001 AND 299912 AND month % 100 BETWEEN 1 AND 12),
    program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    rank INTEGER NOT NULL CHECK (rank >= 1),
    performance REAL NOT NULL,
    UNIQUE (index_id, award_type_id, month, program_id)
);
CREATE INDEX awards_ranking ON awards (index_id, award_type_id, month, rank);
CREATE INDEX awards_program ON awards (program_id, month);

-- ---------------------------------------------------------------------------------------------
-- Member tools
-- ---------------------------------------------------------------------------------------------

CREATE TABLE watchlists (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    alert INTEGER NOT NULL DEFAULT 0 CHECK (alert IN (0, 1)),
    date_created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    UNIQUE (user_id, program_id)
);
CREATE INDEX watchlists_program ON watchlists (program_id, alert);

CREATE TABLE portfolios (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    portfolio_name TEXT NOT NULL DEFAULT 'My Portfolio',
    date_created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX portfolios_user ON portfolios (user_id);

CREATE TABLE portfolio_orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    portfolio_id INTEGER NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
    program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    quantity REAL NOT NULL DEFAULT 0 CHECK (quantity >= 0),
    date_allocation TEXT,
    leverage REAL NOT NULL DEFAULT 1 CHECK (leverage BETWEEN 1 AND 10),
    color TEXT,
    date_created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    UNIQUE (portfolio_id, program_id)
);
CREATE INDEX portfolio_orders_program ON portfolio_orders (program_id);

CREATE TABLE saved_searches (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    filters_json TEXT NOT NULL,
    date_created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX saved_searches_user ON saved_searches (user_id, date_created);

-- is_current marks the blend open in the member's blender (a saved blend once loaded, or the
-- unsaved worksheet of type 4); at most one per user, and at most one worksheet per user.
CREATE TABLE blends (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    blend_name TEXT NOT NULL DEFAULT 'New Blend',
    blend_status_id INTEGER NOT NULL DEFAULT 2 REFERENCES blend_statuses (id),
    blend_type_id INTEGER NOT NULL DEFAULT 4 REFERENCES blend_types (id),
    is_normalized INTEGER NOT NULL DEFAULT 0 CHECK (is_normalized IN (0, 1)),
    is_current INTEGER NOT NULL DEFAULT 0 CHECK (is_current IN (0, 1)),
    filters_json TEXT NOT NULL DEFAULT '{}',
    statistics_json TEXT,
    date_created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    date_calculated TEXT,
    date_updated TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX blends_user ON blends (user_id, blend_status_id, date_created);
CREATE UNIQUE INDEX blends_one_current ON blends (user_id) WHERE is_current = 1;
CREATE UNIQUE INDEX blends_one_worksheet ON blends (user_id) WHERE blend_type_id = 4;

CREATE TABLE blend_orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    blend_id INTEGER NOT NULL REFERENCES blends (id) ON DELETE CASCADE,
    program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    quantity REAL NOT NULL DEFAULT 0 CHECK (quantity >= 0),
    leverage REAL NOT NULL DEFAULT 1 CHECK (leverage BETWEEN 1 AND 10),
    color TEXT,
    chart_visible INTEGER NOT NULL DEFAULT 1 CHECK (chart_visible IN (0, 1)),
    position INTEGER NOT NULL DEFAULT 0,
    UNIQUE (blend_id, program_id)
);
CREATE INDEX blend_orders_program ON blend_orders (program_id);

-- ---------------------------------------------------------------------------------------------
-- Activity, content, requests and mail
-- ---------------------------------------------------------------------------------------------

-- client_hash: a salted hash of the visitor (address and agent), never the address itself.
CREATE TABLE view_logs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
    user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    client_hash TEXT NOT NULL DEFAULT '',
    date_created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX view_logs_program ON view_logs (program_id, date_created);
CREATE INDEX view_logs_user ON view_logs (user_id, date_created);

CREATE TABLE posts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh-hans')),
    title TEXT NOT NULL,
    guid TEXT NOT NULL UNIQUE,
    tag TEXT NOT NULL DEFAULT '',
    post_date TEXT NOT NULL,
    body TEXT NOT NULL DEFAULT ''
);
CREATE INDEX posts_language_date ON posts (language, post_date);
CREATE INDEX posts_tag ON posts (tag, language, post_date);

CREATE TABLE research_requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    program_id INTEGER REFERENCES programs (id) ON DELETE SET NULL,
    email TEXT NOT NULL,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    note TEXT NOT NULL DEFAULT '',
    date_created TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX research_requests_date ON research_requests (date_created);
CREATE INDEX research_requests_user ON research_requests (user_id);
CREATE INDEX research_requests_program ON research_requests (program_id);

-- email is stored normalized (trimmed, lowercased).
CREATE TABLE newsletter_subscribers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh-hans')),
    source TEXT NOT NULL DEFAULT '',
    date_subscribed TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    date_unsubscribed TEXT
);

-- Every mail the site sends; transport is 'smtp' or 'file' (the outbox folder).
CREATE TABLE mail_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    template TEXT NOT NULL,
    to_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    body_text TEXT NOT NULL DEFAULT '',
    body_html TEXT NOT NULL DEFAULT '',
    language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'zh-hans')),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
    sent_at TEXT,
    transport TEXT NOT NULL DEFAULT 'file',
    error TEXT
);
CREATE INDEX mail_outbox_unsent ON mail_outbox (created_at) WHERE sent_at IS NULL;
CREATE INDEX mail_outbox_created ON mail_outbox (created_at);
