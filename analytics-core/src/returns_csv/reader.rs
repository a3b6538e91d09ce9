//! CSV records (RFC 4180), written here rather than taken from a crate to keep the WebAssembly
//! build small.
//!
//! Beyond the RFC, as spreadsheets write them: LF or a lone CR ends a line as well as CRLF, spaces
//! may stand before an opening quote or after a closing one, and a quote inside an unquoted field
//! is kept as text.

use std::iter::Peekable;
use std::str::Chars;

/// One record, with the line it starts on.
#[derive(Debug, PartialEq)]
pub(super) struct Record {
    pub line: usize,
    pub fields: Vec<String>,
}

impl Record {
    pub fn is_blank(&self) -> bool {
        self.fields.iter().all(|field| field.trim().is_empty())
    }
}

/// A record that cannot be read: a quoted field never closed, or text after a closing quote.
#[derive(Debug, PartialEq)]
pub(super) struct Malformed {
    pub line: usize,
    /// 0-based position of the field at fault.
    pub field: usize,
    pub problem: &'static str,
}

/// Comma, unless the header line has none: then a semicolon (spreadsheets in locales with a decimal
/// comma) or a tab.
pub(super) fn detect_delimiter(text: &str) -> char {
    let header = text
        .split(['\n', '\r'])
        .find(|line| !line.trim().is_empty())
        .unwrap_or("");
    [',', ';', '\t']
        .into_iter()
        .find(|&delimiter| header.contains(delimiter))
        .unwrap_or(',')
}

pub(super) fn read_records(text: &str, delimiter: char) -> Vec<Result<Record, Malformed>> {
    let mut chars = text.chars().peekable();
    let mut line = 1;
    let mut records = Vec::new();
    while chars.peek().is_some() {
        let record = read_record(&mut chars, delimiter, &mut line);
        let stop = matches!(record, Err(Malformed { problem, .. }) if problem == UNCLOSED);
        records.push(record);
        if stop {
            break;
        }
    }
    records
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
    let mut fields = Vec::new();
    let mut field = String::new();
    let mut state = State::Start;
    loop {
        let Some(c) = chars.next() else {
            if state == State::Quoted {
                return Err(malformed(start, fields.len(), UNCLOSED));
            }
            fields.push(field);
            return Ok(Record {
                line: start,
                fields,
            });
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
                return Ok(Record {
                    line: start,
                    fields,
                });
            }
            State::Start if c == '"' => {
                field.clear();
                state = State::Quoted;
            }
            State::AfterQuote if c.is_whitespace() => {}
            State::AfterQuote => {
                skip_line(chars, line);
                return Err(malformed(start, fields.len(), AFTER_QUOTE));
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
