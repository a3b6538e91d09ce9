//! Keeping the answer about a bad file small: a file of a mebibyte can hold hundreds of thousands
//! of bad rows, and listing each would answer with far more than the file itself.

use super::{CsvError, MAX_LISTED_ERRORS};

/// Longest column name repeated in an error; a longer one is cut and ends in `…`.
const COLUMN_NAME_CHARS: usize = 64;

/// The first [`MAX_LISTED_ERRORS`] errors, and how many there were in all.
#[derive(Default)]
pub(super) struct ErrorList {
    listed: Vec<CsvError>,
    count: usize,
}

impl ErrorList {
    pub fn push(&mut self, error: CsvError) {
        self.count += 1;
        if self.listed.len() < MAX_LISTED_ERRORS {
            self.listed.push(error);
        }
    }

    pub fn is_full(&self) -> bool {
        self.listed.len() == MAX_LISTED_ERRORS
    }

    /// Counts errors found after the list was full, never built.
    pub fn count_unlisted(&mut self, count: usize) {
        self.count += count;
    }

    pub fn extend(&mut self, errors: impl IntoIterator<Item = CsvError>) {
        for error in errors {
            self.push(error);
        }
    }

    /// The listed errors and the total count.
    pub fn into_parts(self) -> (Vec<CsvError>, usize) {
        (self.listed, self.count)
    }
}

/// A header name as errors show it: at most [`COLUMN_NAME_CHARS`] characters.
pub(super) fn column_name(name: &str) -> String {
    match name.char_indices().nth(COLUMN_NAME_CHARS) {
        None => name.to_string(),
        Some((end, _)) => format!("{}…", &name[..end]),
    }
}
