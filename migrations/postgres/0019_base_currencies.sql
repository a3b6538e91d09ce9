-- Every sum of money in one currency (issue 30). A blend sums its amounts in a base currency (US
-- dollars unless the member chooses another the site has rates for); a shared link pins that
-- currency and its rate with the orders' own; the portfolio sums its rows in a base currency of
-- its own. Existing blends and portfolios were shown in dollars' headings: they start in USD.
ALTER TABLE blends ADD COLUMN base_currency TEXT NOT NULL DEFAULT 'USD';
ALTER TABLE blend_shares ADD COLUMN base_currency TEXT NOT NULL DEFAULT 'USD';
ALTER TABLE blend_shares ADD COLUMN base_usd_per_unit DOUBLE PRECISION NOT NULL DEFAULT 1 CHECK (base_usd_per_unit > 0);
ALTER TABLE portfolios ADD COLUMN base_currency TEXT NOT NULL DEFAULT 'USD';
