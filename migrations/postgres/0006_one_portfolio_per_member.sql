-- A member has one portfolio ("My Portfolio"), created on the first add: the unique key lets
-- two simultaneous first adds agree on it instead of creating two.
DROP INDEX portfolios_user;
CREATE UNIQUE INDEX portfolios_user ON portfolios (user_id);
