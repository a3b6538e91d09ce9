//! The page of a list a request asks for: `pageSize` within the list's bounds, `pageNumber` from
//! 1 and `orderBy`, read alike by every paged list.

use crate::error::{Error, Result};

/// The page of a list a request asks for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Paging {
    pub page_size: i64,
    pub offset: i64,
    pub descending: bool,
}

/// Reads `pageSize` (1..=`max`, default `default_size`), `pageNumber` (from 1) and `orderBy`.
pub fn paging(
    page_size: Option<i64>,
    page_number: Option<i64>,
    order_by: Option<&str>,
    (default_size, max): (i64, i64),
    default_descending: bool,
) -> Result<Paging> {
    let page_size = page_size.unwrap_or(default_size);
    if !(1..=max).contains(&page_size) {
        return Err(Error::field("pageSize", "invalidNumber"));
    }
    let page_number = page_number.unwrap_or(1);
    if page_number < 1 {
        return Err(Error::field("pageNumber", "invalidNumber"));
    }
    let descending = super::descending(order_by, default_descending)
        .map_err(|key| Error::field("orderBy", key))?;
    Ok(Paging {
        page_size,
        // A page far past the end is empty, not an overflow.
        offset: (page_number - 1).saturating_mul(page_size),
        descending,
    })
}

impl Paging {
    /// The page's part of `rows`.
    pub fn page<T>(&self, rows: Vec<T>) -> Vec<T> {
        let offset = usize::try_from(self.offset).unwrap_or(usize::MAX);
        let size = usize::try_from(self.page_size).unwrap_or(usize::MAX);
        rows.into_iter().skip(offset).take(size).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_bounded_and_default_as_the_spec_says() {
        let page = paging(None, None, None, (50, 100), true).unwrap();
        assert_eq!(
            (page.page_size, page.offset, page.descending),
            (50, 0, true)
        );
        let page = paging(Some(10), Some(3), Some("asc"), (50, 100), true).unwrap();
        assert_eq!(
            (page.page_size, page.offset, page.descending),
            (10, 20, false)
        );
        assert!(paging(Some(101), None, None, (50, 100), true).is_err());
        assert!(paging(Some(0), None, None, (50, 100), true).is_err());
        assert!(paging(None, Some(0), None, (50, 100), true).is_err());
        assert!(paging(None, None, Some("up"), (50, 100), true).is_err());
        assert_eq!(page.page(vec![0; 25]).len(), 5);
    }
}
