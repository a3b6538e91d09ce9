-- A saved blend keeps the orders it was calculated with (JSON: isNormalized and the orders with
-- programId, quantity, leverage, color, chartVisible), so Save As can restore the original, and
-- the saved-blends table's figures copied from its statistics, so listing them parses no JSON.
ALTER TABLE blends ADD COLUMN saved_orders_json TEXT;
ALTER TABLE blends ADD COLUMN ytd_return REAL;
ALTER TABLE blends ADD COLUMN compounded_annual_ror REAL;
ALTER TABLE blends ADD COLUMN max_drawdown REAL;
ALTER TABLE blends ADD COLUMN correlation_sp500 REAL;
ALTER TABLE blends ADD COLUMN sharpe REAL;
ALTER TABLE blends ADD COLUMN standard_deviation REAL;
