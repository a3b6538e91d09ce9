-- A member has one portfolio ("My Portfolio"), created on the first add: the unique key lets
-- two simultaneous first adds agree on it instead of creating two.
--
-- Before the key could exist, such races left some members with several portfolios. The oldest
-- (lowest id) is kept and receives the others' allocations; where it (or an older allocation of
-- another duplicate) already holds the program, the later allocation is dropped, since a
-- portfolio holds a program once. Then the emptied duplicates go.
DELETE FROM portfolio_orders WHERE portfolio_id NOT IN (
    SELECT MIN(id) FROM portfolios GROUP BY user_id
) AND EXISTS (
    SELECT 1 FROM portfolio_orders other
    JOIN portfolios other_portfolio ON other_portfolio.id = other.portfolio_id
    JOIN portfolios this_portfolio ON this_portfolio.id = portfolio_orders.portfolio_id
    WHERE other_portfolio.user_id = this_portfolio.user_id
      AND other.program_id = portfolio_orders.program_id
      AND other.id <> portfolio_orders.id
      AND (other.portfolio_id IN (SELECT MIN(id) FROM portfolios GROUP BY user_id)
           OR other.id < portfolio_orders.id)
);
UPDATE portfolio_orders SET portfolio_id = (
    SELECT MIN(kept.id) FROM portfolios kept
    JOIN portfolios this_portfolio ON this_portfolio.user_id = kept.user_id
    WHERE this_portfolio.id = portfolio_orders.portfolio_id
) WHERE portfolio_id NOT IN (SELECT MIN(id) FROM portfolios GROUP BY user_id);
DELETE FROM portfolios WHERE id NOT IN (SELECT MIN(id) FROM portfolios GROUP BY user_id);
DROP INDEX portfolios_user;
CREATE UNIQUE INDEX portfolios_user ON portfolios (user_id);
