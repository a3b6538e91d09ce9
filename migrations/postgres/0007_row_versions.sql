-- Optimistic concurrency: every write of a company, of a program's form and of a program's
-- performance record bumps its version and records who wrote it and when, so a save over a newer
-- version is refused (409 `conflict`) and the editor is told by whom and when it changed.
ALTER TABLE groups ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE groups ADD COLUMN updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE programs ADD COLUMN version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE programs ADD COLUMN updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE programs ADD COLUMN returns_version BIGINT NOT NULL DEFAULT 1;
ALTER TABLE programs ADD COLUMN returns_updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE programs ADD COLUMN returns_updated_at TEXT;
