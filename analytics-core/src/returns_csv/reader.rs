//! CSV records (RFC 4180), written here rather than taken from a crate to keep the WebAssembly
//! build small. Public so the server reads its other uploads (exchange rates) the same way.
//!
//! Beyond the RFC, as spreadsheets write them: LF or a lone CR ends a line as well as CRLF, spaces
//! may stand before an opening quote or after a closing one, and a quote inside an unquoted field
//! is kept as text.

use std::iter::Peekable;
use std::str::Chars;

use super::MAX_COLUMNS;

/// Values of a record kept as text. Past the widest header read, a value only matters for whether
/// it is empty, so a line of a million delimiters costs no million strings.
const KEPT_FIELDS: usize = MAX_COLUMNS + 1;

/// One record, with the line it starts on.
#[derive(Debug, PartialEq)]
pub struct Record {
    pub line: usize,
    /// The first values, at most [`KEPT_FIELDS`].
    pub fields: Vec<String>,
    /// How many values the record has, kept or not.
    pub field_count: usize,
    /// Whether a value past the kept ones holds more than spaces.
    pub values_past_kept: bool,
}

impl Record {
    pub fn is_blank(&self) -> bool {
        !self.values_past_kept && self.fields.iter().all(|field| field.trim().is_empty())
    }
}

/// A record's values while it is read.
#[derive(Default)]
struct Fields {
    kept: Vec<String>,
    count: usize,
    past_kept: bool,
}

impl Fields {
    fn push(&mut self, field: String) {
        self.count += 1;
        if self.kept.len() < KEPT_FIELDS {
            self.kept.push(field);
        } else if !field.trim().is_empty() {
            self.past_kept = true;
        }
    }

    fn into_record(self, line: usize) -> Record {
        Record {
            line,
            fields: self.kept,
            field_count: self.count,
            values_past_kept: self.past_kept,
        }
    }
}

/// A record that cannot be read: a quoted field never closed, or text after a closing quote.
#[derive(Debug, PartialEq)]
pub struct Malformed {
    pub line: usize,
    /// 0-based position of the field at fault.
    pub field: usize,
    pub problem: &'static str,
}

/// Comma, unless the header line has none: then a semicolon (spreadsheets in locales with a decimal
/// comma) or a tab.
pub fn detect_delimiter(text: &str) -> char {
    let header = text
        .split(['\n', '\r'])
        .find(|line| !line.trim().is_empty())
        .unwrap_or("");
    [',', ';', '\t']
        .into_iter()
        .find(|&delimiter| header.contains(delimiter))
        .unwrap_or(',')
}

/// The records of `text`, read one at a time so a huge file is never held twice; reading stops
/// after a quoted value that is never closed, since everything after it is inside it.
pub fn records(text: &str, delimiter: char) -> Records<'_> {
    Records {
        chars: text.chars().peekable(),
        delimiter,
        line: 1,
        done: false,
    }
}

pub struct Records<'a> {
    chars: Peekable<Chars<'a>>,
    delimiter: char,
    line: usize,
    done: bool,
}

impl Iterator for Records<'_> {
    type Item = Result<Record, Malformed>;

    fn next(&mut self) -> Option<Self::Item> {
        // Empty lines make blank records, which every reader skips: passing them here keeps a
        // file of a million line breaks from costing a million records.
        while let Some(&c @ ('\n' | '\r')) = self.chars.peek() {
            self.chars.next();
            if c == '\r' && self.chars.peek() == Some(&'\n') {
                self.chars.next();
            }
            self.line += 1;
        }
        if self.done || self.chars.peek().is_none() {
            return None;
        }
        let record = read_record(&mut self.chars, self.delimiter, &mut self.line);
        self.done = matches!(record, Err(Malformed { problem, .. }) if problem == UNCLOSED);
        Some(record)
    }
}

const UNCLOSED: &str = "a quoted value is never closed";
const AFTER_QUOTE: &str = "text follows the closing quote of a quoted value";

#[derive(Clone, Copy, PartialEq)]
enum State {
    /// At the start of a field, having seen at most spaces.
    Start,
    Unquoted,
    Quoted,
    AfterQuote,
}

fn read_record(
    chars: &mut Peekable<Chars>,
    delimiter: char,
    line: &mut usize,
) -> Result<Record, Malformed> {
    let start = *line;
    let mut fields = Fields::default();
    let mut field = String::new();
    let mut state = State::Start;
    loop {
        let Some(c) = chars.next() else {
            if state == State::Quoted {
                return Err(malformed(start, fields.count, UNCLOSED));
            }
            fields.push(field);
            return Ok(fields.into_record(start));
        };
        let line_break = c == '\n' || c == '\r';
        if line_break {
            if c == '\r' && chars.peek() == Some(&'\n') {
                chars.next();
            }
            *line += 1;
        }
        match state {
            State::Quoted if c == '"' => {
                if chars.peek() == Some(&'"') {
                    chars.next();
                    field.push('"');
                } else {
                    state = State::AfterQuote;
                }
            }
            State::Quoted => field.push(if line_break { '\n' } else { c }),
            _ if c == delimiter => {
                fields.push(std::mem::take(&mut field));
                state = State::Start;
            }
            _ if line_break => {
                fields.push(field);
                return Ok(fields.into_record(start));
            }
            State::Start if c == '"' => {
                field.clear();
                state = State::Quoted;
            }
            State::AfterQuote if c.is_whitespace() => {}
            State::AfterQuote => {
                skip_line(chars, line);
                return Err(malformed(start, fields.count, AFTER_QUOTE));
            }
            State::Start | State::Unquoted => {
                if !c.is_whitespace() {
                    state = State::Unquoted;
                }
                field.push(c);
            }
        }
    }
}

fn skip_line(chars: &mut Peekable<Chars>, line: &mut usize) {
    while let Some(c) = chars.next() {
        if c == '\n' || c == '\r' {
            if c == '\r' && chars.peek() == Some(&'\n') {
                chars.next();
            }
            *line += 1;
            return;
        }
    }
}

fn malformed(line: usize, field: usize, problem: &'static str) -> Malformed {
    Malformed {
        line,
        field,
        problem,
    }
}
