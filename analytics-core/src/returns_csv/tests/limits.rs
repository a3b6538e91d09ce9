//! The bounds that keep a hostile file's answer small and its parsing quick.

use super::super::{MAX_COLUMNS, MAX_HEADER_CELL_CHARS, MAX_LISTED_ERRORS, MAX_ROWS};
use super::{only_error, parse};

fn bad_rows(count: usize) -> String {
    let mut text = String::from("Date,Returns\n");
    for _ in 0..count {
        text.push_str("x,1\n");
    }
    text
}

#[test]
fn errors_after_the_hundredth_are_counted_not_listed() {
    let parsed = parse(&bad_rows(250));
    assert_eq!(parsed.errors.len(), MAX_LISTED_ERRORS);
    assert_eq!(parsed.error_count, 250);
    assert_eq!(parsed.errors[0].row, Some(2));
    assert_eq!(parsed.errors[99].row, Some(101));
}

#[test]
fn a_file_with_few_errors_lists_them_all() {
    let parsed = parse(&bad_rows(3));
    assert_eq!((parsed.errors.len(), parsed.error_count), (3, 3));
}

#[test]
fn column_names_in_errors_are_cut_at_64_characters() {
    let name = format!("Returns{}", "-".repeat(100));
    let parsed = parse(&format!("Date,{name}\n2024-01,x\n"));
    let column = parsed.errors[0].column.clone().expect("a column");
    assert_eq!(column.chars().count(), 65);
    assert!(
        column.starts_with("Returns---") && column.ends_with('…'),
        "{column}"
    );
    assert!(
        parsed.errors[0].message.len() < 200,
        "{}",
        parsed.errors[0].message
    );
}

#[test]
fn a_header_name_over_256_characters_is_refused() {
    let text = format!("Date{},Returns\n2024-01,1\n", "-".repeat(1000));
    let error = only_error(&text);
    assert_eq!(error.code, "header_too_long");
    assert_eq!(error.row, Some(1));
    assert_eq!(error.column.map(|c| c.chars().count()), Some(65));
}

#[test]
fn a_header_name_of_256_characters_is_read() {
    let name = format!("Returns{}", "-".repeat(MAX_HEADER_CELL_CHARS - 7));
    let parsed = parse(&format!("Date,{name}\n2024-01,1\n"));
    assert_eq!((parsed.months.len(), parsed.error_count), (1, 0));
}

#[test]
fn a_file_over_10000_rows_is_refused() {
    let error = only_error(&bad_rows(MAX_ROWS + 1));
    assert_eq!(error.code, "too_many_rows");
    let parsed = parse(&bad_rows(MAX_ROWS));
    assert_eq!(parsed.error_count, MAX_ROWS);
}

#[test]
fn blank_lines_do_not_count_as_rows() {
    let text = format!("Date,Returns\n{}2024-01,1\n", "\n".repeat(MAX_ROWS * 2));
    assert_eq!(parse(&text).months.len(), 1);
}

#[test]
fn a_header_over_100_columns_is_refused() {
    let text = format!("Date,Returns{}\n2024-01,1\n", ",x".repeat(MAX_COLUMNS - 1));
    assert_eq!(only_error(&text).code, "too_many_columns");
}

#[test]
fn trailing_empty_header_cells_do_not_count_as_columns() {
    let text = format!("Date,Returns{}\n2024-01,1\n", ",".repeat(MAX_COLUMNS * 3));
    assert_eq!(parse(&text).months.len(), 1);
}

#[test]
fn the_reported_attack_gets_a_one_line_answer() {
    let mut text = format!("Date{}\n", "-".repeat(20_000));
    text.push_str(&"x,\n".repeat(330_000));
    let parsed = parse(&text);
    assert_eq!(parsed.error_count, 1);
    assert_eq!(parsed.errors[0].code, "header_too_long");
}
