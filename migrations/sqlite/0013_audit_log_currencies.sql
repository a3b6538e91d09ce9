-- The audit log also records changes to a currency's exchange rates (an administrator's upload),
-- by the currency's id. SQLite cannot alter a CHECK constraint, so the table is rebuilt with its
-- rows, ids and indexes.
CREATE TABLE audit_log_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    actor_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    actor_email TEXT NOT NULL,
    subject_type TEXT NOT NULL CHECK (subject_type IN ('user', 'group', 'program', 'currency')),
    subject_id INTEGER NOT NULL,
    action TEXT NOT NULL,
    old_value TEXT,
    new_value TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
INSERT INTO audit_log_new (id, actor_user_id, actor_email, subject_type, subject_id, action,
    old_value, new_value, created_at)
    SELECT id, actor_user_id, actor_email, subject_type, subject_id, action, old_value, new_value,
        created_at
    FROM audit_log;
DROP TABLE audit_log;
ALTER TABLE audit_log_new RENAME TO audit_log;
CREATE INDEX audit_log_subject ON audit_log (subject_type, subject_id, id);
CREATE INDEX audit_log_actor ON audit_log (actor_user_id);
