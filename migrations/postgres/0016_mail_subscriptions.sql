-- Newsletter double opt-in: a subscriber counts once the address confirmed (date_confirmed);
-- confirmation_sent_at paces the confirmation mails. Those subscribed before the double
-- opt-in keep their subscription.
ALTER TABLE newsletter_subscribers ADD COLUMN date_confirmed TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN confirmation_sent_at TEXT;
UPDATE newsletter_subscribers SET date_confirmed = date_subscribed;

-- New-program alerts: when the member's last alert mail went out (at most one a day, and the
-- next names the programs first activated since).
ALTER TABLE users ADD COLUMN new_program_alert_sent_at TEXT;
