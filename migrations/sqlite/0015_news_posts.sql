-- News posts written by administrators: a summary, a link or a body (Markdown), who wrote it and
-- when, and the companies it is about (at most ten, checked by the server). The old `guid` and
-- `tag` columns stay: `guid` is the post's stable identifier for feeds, `tag` is unused.
ALTER TABLE posts ADD COLUMN summary TEXT NOT NULL DEFAULT '';
ALTER TABLE posts ADD COLUMN link TEXT NOT NULL DEFAULT '';
ALTER TABLE posts ADD COLUMN author_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
-- SQLite adds a column only with a constant default: the server writes both dates, and a post
-- from before takes its post date.
ALTER TABLE posts ADD COLUMN date_created TEXT NOT NULL DEFAULT '';
ALTER TABLE posts ADD COLUMN date_updated TEXT NOT NULL DEFAULT '';
UPDATE posts SET date_created = post_date, date_updated = post_date;

CREATE TABLE post_groups (
    post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    group_id INTEGER NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    PRIMARY KEY (post_id, group_id)
);
CREATE INDEX post_groups_group ON post_groups (group_id, post_id);

-- The audit log also records changes to posts. SQLite cannot alter a CHECK constraint, so the
-- table is rebuilt with its rows, ids and indexes.
CREATE TABLE audit_log_new (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    actor_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    actor_email TEXT NOT NULL,
    subject_type TEXT NOT NULL
        CHECK (subject_type IN ('user', 'group', 'program', 'currency', 'post')),
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
