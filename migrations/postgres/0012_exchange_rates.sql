-- Monthly exchange rates: what one unit of a currency was worth in US dollars in a month. The
-- listings compare AUM and minimum investments across currencies in US dollars: a figure of a
-- month takes that month's rate, else the latest earlier one. The demo loads synthetic rates.
CREATE TABLE exchange_rates (
    currency TEXT NOT NULL REFERENCES currencies (code),
    month INTEGER NOT NULL CHECK (month BETWEEN 190001 AND 299912),
    usd_per_unit DOUBLE PRECISION NOT NULL CHECK (usd_per_unit > 0),
    PRIMARY KEY (currency, month)
);
