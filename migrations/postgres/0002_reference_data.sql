-- CTA Atlas reference data. The ids are fixed (docs/conventions.md) and used as constants by the
-- server and the web app; code is a stable kebab-case slug (currencies: the ISO 4217 code).
-- The same text serves SQLite and PostgreSQL (migrations/sqlite/0002_reference_data.sql). Reference
-- tables have plain BIGINT keys (no identity), so no sequence needs adjusting after these inserts.

INSERT INTO roles (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'member', 'Member', '会员', 1),
    (2, 'cta-manager', 'CTA Manager', 'CTA 管理人', 2),
    (3, 'administrator', 'Administrator', '管理员', 3),
    (4, 'platform-manager', 'Platform Manager', '平台管理员', 4),
    (5, 'member-limited-access', 'Member Limited Access', '受限会员', 5),
    (6, 'broker', 'Broker', '经纪商', 6),
    (7, 'member-plus', 'Member Plus', '高级会员', 7),
    (8, 'marketing-manager', 'Marketing Manager', '市场营销经理', 8),
    (9, 'portfolio-manager', 'Portfolio Manager', '投资组合经理', 9),
    (10, 'performance-manager', 'Performance Manager', '业绩经理', 10);

INSERT INTO platforms (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'atlas-managed-accounts', 'Atlas Managed Accounts', 'Atlas 管理账户', 1),
    (2, 'atlas-fund-platform', 'Atlas Fund Platform', 'Atlas 基金平台', 2),
    (3, 'atlas-institutional', 'Atlas Institutional', 'Atlas 机构平台', 3);

INSERT INTO group_types (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'managed-forex-manager', 'Managed Forex Manager', '外汇管理账户经理', 1),
    (2, 'cta', 'Commodity Trading Advisor (CTA)', '商品交易顾问（CTA）', 2),
    (3, 'cpo', 'Commodity Pool Operator (CPO)', '商品基金运营商（CPO）', 3);

INSERT INTO group_statuses (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'active', 'Active', '活跃', 1),
    (2, 'pending', 'Pending', '待审核', 2),
    (3, 'closed', 'Closed', '已关闭', 3),
    (4, 'deleted', 'Deleted', '已删除', 4),
    (5, 'portfolio-apt-only', 'Portfolio Apt Only', '仅限投资组合', 5);

INSERT INTO membership_types (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'nfa', 'NFA', '美国全国期货协会（NFA）', 1),
    (2, 'fca', 'FCA', '英国金融行为监管局（FCA）', 2),
    (3, 'other', 'Other', '其他', 3);

INSERT INTO contact_types (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'performance-manager', 'Performance Manager', '业绩经理', 1),
    (2, 'marketing-manager', 'Marketing Manager', '市场营销经理', 2),
    (3, 'portfolio-manager', 'Portfolio Manager', '投资组合经理', 3);

INSERT INTO program_types (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'index', 'Index', '指数', 1),
    (2, 'fund', 'Fund', '基金', 2),
    (3, 'managed-account', 'Managed Account', '管理账户', 3);

INSERT INTO program_statuses (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'active', 'Active', '活跃', 1),
    (2, 'pending', 'Pending', '待审核', 2),
    (3, 'archived', 'Archived', '已归档', 3),
    (4, 'deleted', 'Deleted', '已删除', 4);

INSERT INTO membership_statuses (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'open', 'Open to New Investments', '接受新投资', 1),
    (2, 'closed', 'Closed to New Investments', '不接受新投资', 2);

INSERT INTO sector_focus_types (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'agricultural', 'Agricultural', '农产品', 1),
    (2, 'arbitrage-spread', 'Arbitrage & Spread', '套利与价差', 2),
    (3, 'currency', 'Currency', '外汇', 3),
    (4, 'diversified', 'Diversified', '多元化', 4),
    (5, 'energy', 'Energy', '能源', 5),
    (6, 'financial-metals', 'Financial & Metals', '金融与金属', 6),
    (7, 'global-climate', 'Global Climate', '全球气候', 7),
    (8, 'stock-index', 'Stock Index Traders', '股指交易', 8);

INSERT INTO investor_requirement_types (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'accredited-investors', 'Accredited Investors', '认可投资者', 1),
    (2, 'any-investor', 'Any Investor', '任何投资者', 2),
    (3, 'qep', 'Qualified Eligible Persons (QEP)', '合格适格人士（QEP）', 3);

INSERT INTO allocation_strategy_types (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'arbitrage', 'Arbitrage', '套利', 1),
    (2, 'counter-trend', 'Counter-trend', '逆势交易', 2),
    (3, 'fundamental', 'Fundamental', '基本面分析', 3),
    (4, 'momentum', 'Momentum', '动量', 4),
    (5, 'option-purchasing', 'Option-purchasing', '期权买入', 5),
    (6, 'option-spread', 'Option-spread', '期权价差', 6),
    (7, 'option-writing', 'Option-writing', '期权卖出', 7),
    (8, 'other', 'Other', '其他', 8),
    (9, 'pattern-recognition', 'Pattern Recognition', '形态识别', 9),
    (10, 'seasonal-cyclical', 'Seasonal/Cyclical', '季节性/周期性', 10),
    (11, 'spreading-hedging', 'Spreading/Hedging', '价差/对冲', 11),
    (12, 'technical', 'Technical', '技术分析', 12),
    (13, 'trend-following', 'Trend-following', '趋势跟踪', 13);

INSERT INTO methodology_types (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'discretionary', 'Discretionary', '主观交易', 1),
    (2, 'systematic', 'Systematic', '系统化交易', 2);

INSERT INTO composition_types (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'currency-futures', 'Currency Futures', '外汇期货', 1),
    (2, 'currency-fx', 'Currency FX', '外汇现货', 2),
    (3, 'energy', 'Energy', '能源', 3),
    (4, 'grains', 'Grains', '谷物', 4),
    (5, 'industrial-metals', 'Industrial Metals', '工业金属', 5),
    (6, 'interest-rates', 'Interest Rates', '利率', 6),
    (7, 'livestock', 'Livestock', '畜产品', 7),
    (8, 'other', 'Other', '其他', 8),
    (9, 'precious-metals', 'Precious Metals', '贵金属', 9),
    (10, 'softs', 'Softs', '软商品', 10),
    (11, 'ssf', 'SSF', '个股期货（SSF）', 11),
    (12, 'stock-indices', 'Stock Indices', '股票指数', 12),
    (13, 'vix', 'VIX', '波动率指数（VIX）', 13);

INSERT INTO holding_period_types (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'intraday', 'Intraday', '日内', 1),
    (2, '1-30-days', '1-30 Days', '1–30 天', 2),
    (3, '1-3-months', '1-3 Months', '1–3 个月', 3),
    (4, '4-12-months', '4-12 Months', '4–12 个月', 4),
    (5, 'over-12-months', 'Over 12 Months', '12 个月以上', 5);

INSERT INTO currencies (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'USD', 'US Dollar', '美元', 1),
    (2, 'GBP', 'British Pound', '英镑', 2),
    (3, 'JPY', 'Japanese Yen', '日元', 3),
    (4, 'AUD', 'Australian Dollar', '澳元', 4),
    (5, 'EUR', 'Euro', '欧元', 5),
    (6, 'CNY', 'Chinese Yuan', '人民币', 6),
    (7, 'CHF', 'Swiss Franc', '瑞士法郎', 7),
    (8, 'CAD', 'Canadian Dollar', '加元', 8);

INSERT INTO frequency_types (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'daily', 'Daily', '每日', 1),
    (2, 'weekly', 'Weekly', '每周', 2),
    (3, 'monthly', 'Monthly', '每月', 3),
    (4, 'quarterly', 'Quarterly', '每季度', 4),
    (5, 'semi-annually', 'Semi-Annually', '每半年', 5),
    (6, 'annually', 'Annually', '每年', 6);

INSERT INTO caror_types (id, code, name_en, name_zh, sort_order) VALUES
    (0, 'cumulative', 'Cumulative', '复利累计', 1),
    (1, 'unique', 'Unique', '逐年复利', 2),
    (2, 'sum', 'Sum', '单利累加', 3);

INSERT INTO blend_statuses (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'deleted', 'Deleted', '已删除', 1),
    (2, 'saved', 'Saved', '已保存', 2),
    (3, 'calculated', 'Calculated', '已计算', 3);

INSERT INTO blend_types (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'saved-blend', 'Saved Blend', '已保存的组合', 1),
    (4, 'current-worksheet', 'Current Worksheet', '当前工作表', 2);

INSERT INTO award_types (id, code, name_en, name_zh, sort_order) VALUES
    (1, 'monthly-ranking', 'Monthly Ranking', '月度排名', 1),
    (2, 'annual', 'Annual', '年度', 2),
    (3, 'other', 'Other', '其他', 3);
