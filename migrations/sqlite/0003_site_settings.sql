-- Site-wide settings (key -> text value), e.g. whether the database holds the demo dataset.
CREATE TABLE site_settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
