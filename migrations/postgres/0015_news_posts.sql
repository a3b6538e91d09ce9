-- News posts written by administrators: a summary, a link or a body (Markdown), who wrote it and
-- when, and the companies it is about (at most ten, checked by the server). The old `guid` and
-- `tag` columns stay: `guid` is the post's stable identifier for feeds, `tag` is unused.
ALTER TABLE posts ADD COLUMN summary TEXT NOT NULL DEFAULT '';
ALTER TABLE posts ADD COLUMN link TEXT NOT NULL DEFAULT '';
ALTER TABLE posts ADD COLUMN author_user_id BIGINT REFERENCES users (id) ON DELETE SET NULL;
-- As on SQLite, which adds a column only with a constant default: the server writes both dates,
-- and a post from before takes its post date.
ALTER TABLE posts ADD COLUMN date_created TEXT NOT NULL DEFAULT '';
ALTER TABLE posts ADD COLUMN date_updated TEXT NOT NULL DEFAULT '';
UPDATE posts SET date_created = post_date, date_updated = post_date;

CREATE TABLE post_groups (
    post_id BIGINT NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
    group_id BIGINT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    PRIMARY KEY (post_id, group_id)
);
CREATE INDEX post_groups_group ON post_groups (group_id, post_id);

-- The audit log also records changes to posts.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_subject_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_subject_type_check
    CHECK (subject_type IN ('user', 'group', 'program', 'currency', 'post'));
