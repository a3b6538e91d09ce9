-- Every administrative change (a role, a lockout, a deletion, an activation, an owner), who made
-- it, when, and the old and new values. Rows are only ever added: the log outlives its subjects
-- (no foreign key on the subject) and its actors (their id becomes null, their email stays).
CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    actor_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    actor_email TEXT NOT NULL,
    subject_type TEXT NOT NULL CHECK (subject_type IN ('user', 'group', 'program')),
    subject_id INTEGER NOT NULL,
    action TEXT NOT NULL,
    old_value TEXT,
    new_value TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX audit_log_subject ON audit_log (subject_type, subject_id, id);
CREATE INDEX audit_log_actor ON audit_log (actor_user_id);
