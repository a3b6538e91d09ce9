-- The audit log also records changes to a currency's exchange rates (an administrator's upload),
-- by the currency's id.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_subject_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_subject_type_check
    CHECK (subject_type IN ('user', 'group', 'program', 'currency'));
