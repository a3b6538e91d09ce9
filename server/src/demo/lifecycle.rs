//! A program's life in the directory: when it started trading, whether it is active, pending,
//! archived or deleted, and the timestamps of its listing. The directory opened in January 2008,
//! so nothing was listed (created, approved, archived) before then.

use super::calendar::Day;
use super::firm::Company;
use super::market::MARKET_START;
use super::random::Rand;
use super::YearMonth;

/// Where a program stands at the end of the dataset.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Fate {
    Active,
    /// Active and approved within the 30 days before the end of the current month (the month
    /// after the last one), so the new-listings screen has content.
    NewListing,
    Pending,
    /// Archived on that day; the returns stop the month before.
    Archived(Day),
    /// Deleted on that day; the returns stop the month before.
    Deleted(Day),
}

impl Fate {
    /// The program status id.
    pub(crate) fn status_id(self) -> i64 {
        match self {
            Fate::Active | Fate::NewListing => 1,
            Fate::Pending => 2,
            Fate::Archived(_) => 3,
            Fate::Deleted(_) => 4,
        }
    }

    /// The last month with a return.
    pub(crate) fn last_return(self, last_month: YearMonth) -> YearMonth {
        match self {
            Fate::Archived(day) | Fate::Deleted(day) => day.month().prev(),
            _ => last_month,
        }
    }
}

/// The day the directory opened.
fn directory_opened() -> Day {
    Day::first_of(YearMonth::of(2008, 1)).plus(14)
}

/// Draws the inception month and the fate of the `index`-th program of a company.
pub(crate) fn life(rng: &mut Rand, index: usize, company: &Company) -> (YearMonth, Fate) {
    // Managers list a program once it has a record: none started in the current calendar year
    // (nor less than three months ago); a closed firm's programs stopped at least seven months
    // before it closed.
    let latest = match company.closed_on {
        Some(day) => day.month().plus_months(-8),
        None => company
            .last_month
            .plus_months(-3)
            .min(company.last_month.january().prev()),
    };
    let first = if index == 0 {
        company.founded.plus_months(rng.int(0, 11) as i32)
    } else {
        // Later programs spread over the firm's life, somewhat more in its earlier years.
        let room = f64::from(company.founded.months_between(latest).max(6) - 6);
        company
            .founded
            .plus_months(6 + (room * rng.unit().powf(1.3)) as i32)
    };
    let inception = first.min(latest).max(MARKET_START);
    let fate = match (company.group_status_id, company.closed_on) {
        (2, _) => Fate::Pending,
        (3, Some(day)) => Fate::Archived(day),
        (4, Some(day)) => Fate::Deleted(day),
        _ => match rng.int(0, 999) {
            0..=29 => Fate::NewListing,
            30..=59 => Fate::Pending,
            60..=159 => {
                stop_day(rng, inception, company.last_month).map_or(Fate::Active, Fate::Archived)
            }
            160..=179 => {
                stop_day(rng, inception, company.last_month).map_or(Fate::Active, Fate::Deleted)
            }
            _ => Fate::Active,
        },
    };
    (inception, fate)
}

/// A day to archive or delete a program that started in `inception`: within the last four
/// months for a fifth (what the recently-archived screen shows), within the last year for a
/// quarter more, earlier for the rest; `None` when the program is too young to have stopped.
fn stop_day(rng: &mut Rand, inception: YearMonth, last_month: YearMonth) -> Option<Day> {
    let end = Day::last_of(last_month);
    let earliest = Day::first_of(inception.plus_months(7)).max(directory_opened().plus(365));
    if earliest > end {
        return None;
    }
    let year_ago = end.plus(-365);
    let day = match rng.int(0, 99) {
        0..=19 => end.plus(-rng.int(0, 119)),
        _ if earliest > year_ago => end.plus(-rng.int(0, 364)),
        20..=44 => end.plus(-rng.int(120, 364)),
        _ => earliest.plus(rng.int(0, earliest.days_until(year_ago))),
    };
    Some(day.max(earliest))
}

/// A program's listing timestamps.
pub(crate) struct Listing {
    pub(crate) created: Day,
    pub(crate) date_created: String,
    pub(crate) date_approved: Option<String>,
    pub(crate) date_updated: String,
    pub(crate) date_archived: Option<String>,
}

/// Draws the listing timestamps: created after the directory opened and after the first month of
/// returns, approved one to two weeks later, updated since; pending programs arrived in the last
/// two months. Times of day keep created < approved < updated on any shared day.
pub(crate) fn listing(
    rng: &mut Rand,
    inception: YearMonth,
    fate: Fate,
    last_month: YearMonth,
) -> Listing {
    let end = Day::last_of(last_month);
    let listed_from = directory_opened().max(Day::first_of(inception.next()));
    let listed_by = match fate {
        Fate::Archived(day) | Fate::Deleted(day) => day.plus(-30),
        _ => end.plus(-40),
    };
    let new_listing_day = Day::last_of(last_month.next()).plus(-rng.int(0, 29));
    let created = match fate {
        Fate::NewListing => new_listing_day.plus(-rng.int(1, 10)),
        Fate::Pending => end.plus(-rng.int(0, 59)).max(listed_from),
        _ if listed_from >= listed_by => listed_from,
        // Skewed towards early listing: most managers list soon after they can.
        _ => {
            listed_from.plus((listed_from.days_until(listed_by) as f64 * rng.unit().powi(2)) as i64)
        }
    };
    let approved = match fate {
        Fate::Pending => None,
        Fate::NewListing => Some(new_listing_day),
        _ => Some(created.plus(rng.int(1, 14))),
    };
    let updated = match (fate, approved) {
        (Fate::Archived(day) | Fate::Deleted(day), _) => day,
        (Fate::NewListing, Some(day)) => day,
        (_, Some(day)) => day.plus(rng.int(0, day.days_until(end).max(0))),
        (_, None) => created.plus(rng.int(0, created.days_until(end).clamp(0, 5))),
    };
    Listing {
        created,
        date_created: created.at(rng.int(8 * 3600, 18 * 3600)),
        date_approved: approved.map(|day| day.at(rng.int(9 * 3600, 17 * 3600))),
        date_updated: updated.at(rng.int(19 * 3600, 23 * 3600)),
        date_archived: match fate {
            Fate::Archived(day) => Some(day.at(19 * 3600)),
            _ => None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::super::calendar::Day;
    use super::super::tests::{dataset, programs, LAST_MONTH};
    use super::super::{DemoProgram, YearMonth};

    fn count(f: impl Fn(&DemoProgram) -> bool) -> usize {
        programs().filter(|p| f(p)).count()
    }

    fn archived_since(month: YearMonth) -> usize {
        let since = Day::first_of(month).date();
        count(|p| {
            p.program
                .date_archived
                .as_ref()
                .is_some_and(|d| *d >= since)
        })
    }

    #[test]
    fn pending_programs_are_unapproved_and_only_they() {
        assert!(count(|p| p.program.program_status_id == 2) >= 10);
        assert_eq!(
            count(|p| (p.program.program_status_id == 2) != p.program.date_approved.is_none()),
            0
        );
    }

    #[test]
    fn archived_programs_are_dated_recently_and_long_ago() {
        assert_eq!(
            count(|p| (p.program.program_status_id == 3) != p.program.date_archived.is_some()),
            0
        );
        // The recently-archived screen looks back to the first day of the month four months back.
        assert!(archived_since(LAST_MONTH.plus_months(-3)) >= 5);
        let last_year = archived_since(LAST_MONTH.plus_months(-11));
        assert!(last_year >= 10 && count(|p| p.program.program_status_id == 3) - last_year >= 10);
        assert!(count(|p| p.program.program_status_id == 4) >= 5);
    }

    #[test]
    fn flags_and_estimates_are_present() {
        assert!(count(|p| p.program.membership_status_id == 2) >= 20);
        assert!(count(|p| p.program.hide_program) >= 10);
        let all = programs().count();
        let estimated = count(|p| p.returns.last().is_some_and(|r| r.estimated));
        assert!(
            estimated * 100 > all * 2 && estimated * 100 < all * 9,
            "{estimated}"
        );
    }

    #[test]
    fn about_twenty_programs_were_approved_in_the_last_30_days() {
        let window_start = Day::last_of(LAST_MONTH.next()).plus(-29).date();
        let new = count(|p| {
            p.program
                .date_approved
                .as_ref()
                .is_some_and(|d| *d >= window_start)
        });
        assert!((12..=35).contains(&new), "{new} new listings");
    }

    #[test]
    fn timestamps_are_ordered_and_in_the_directory_era() {
        let end = Day::last_of(LAST_MONTH.next()).at(86_399);
        for company in &dataset().companies {
            for p in &company.programs {
                let (created, updated) = (
                    p.program.date_created.as_str(),
                    p.program.date_updated.as_str(),
                );
                let approved = p.program.date_approved.as_deref();
                assert!(company.group.date_created.as_str() < created && created >= "2008-01-01");
                assert!(approved.is_none_or(|a| created < a && a < updated) && created < updated);
                assert!(p
                    .program
                    .date_archived
                    .as_deref()
                    .is_none_or(|a| a <= updated));
                assert!(updated <= end.as_str());
            }
        }
    }
}
