//! Reading the CSV itself: quoting, line ends, delimiters, malformed records.

use super::super::reader::{records, Record};
use super::{assert_cell_error, month, months, only_error, parse};

fn fields(text: &str) -> Vec<Vec<String>> {
    records(text, ',')
        .map(|record| record.expect("well-formed").fields)
        .collect()
}

#[test]
fn quoted_fields_may_hold_commas() {
    let month = month("Date,Returns,Assets\n2024-01,1.5,\"1,250,000\"\n");
    assert_eq!(month.assets, Some(1_250_000.0));
}

#[test]
fn doubled_quotes_in_a_quoted_field_are_one_quote() {
    assert_eq!(
        fields("\"say \"\"hi\"\"\",b\n"),
        vec![vec!["say \"hi\"".to_string(), "b".to_string()]]
    );
    let text = "Date,Returns,Note\n2024-01,1.5,\"a \"\"good\"\", month\"\n";
    assert_eq!(month(text).monthly_return, 0.015);
}

#[test]
fn quoted_fields_may_span_lines_and_rows_count_lines() {
    let text = "Date,Returns,Note\n2024-01,1,\"two\nlines\"\n2024-02,2,\n";
    let months = months(text);
    assert_eq!((months[0].row, months[1].row), (2, 4));
    assert_eq!(fields("\"a\r\nb\",c"), vec![vec!["a\nb", "c"]]);
}

#[test]
fn spaces_around_a_quoted_field_are_ignored() {
    let month = month("Date, Returns, Assets\n2024-01, 1.5 , \"1,000\" \n");
    assert_eq!(month.assets, Some(1000.0));
}

#[test]
fn a_byte_order_mark_is_ignored() {
    let month = month("\u{feff}Date,Returns\n2024-01,1.5\n");
    assert_eq!((month.year, month.month, month.row), (2024, 1, 2));
}

#[test]
fn crlf_lf_and_lone_cr_line_ends_are_accepted() {
    for text in [
        "Date,Returns\r\n2024-01,1\r\n2024-02,2\r\n",
        "Date,Returns\n2024-01,1\n2024-02,2",
        "Date,Returns\r2024-01,1\r2024-02,2\r",
    ] {
        let months = months(text);
        assert_eq!((months.len(), months[1].row), (2, 3), "{text:?}");
    }
}

#[test]
fn trailing_empty_lines_are_ignored() {
    assert_eq!(months("Date,Returns\n2024-01,1\n\n\r\n,\n  \n").len(), 1);
}

#[test]
fn empty_rows_between_months_are_skipped() {
    let months = months("Date,Returns\n2024-01,1\n,,\n\n2024-02,2\n");
    assert_eq!((months[0].row, months[1].row), (2, 5));
}

#[test]
fn semicolon_is_the_delimiter_when_the_header_has_no_comma() {
    let month = month("Date;Returns;Assets\n2024-01;1,25;1 250 000\n");
    assert_eq!(month.monthly_return, 0.0125);
    assert_eq!(month.assets, Some(1_250_000.0));
}

#[test]
fn tab_is_the_delimiter_when_the_header_has_no_comma_or_semicolon() {
    let month = month("Date\tReturns\tAssets\n2024-01\t1.25\t1,250,000\n");
    assert_eq!(month.monthly_return, 0.0125);
    assert_eq!(month.assets, Some(1_250_000.0));
}

#[test]
fn an_unclosed_quote_is_malformed() {
    let parsed = parse("Date,Returns\n2024-01,1\n2024-02,\"2\n2024-03,3\n");
    assert_eq!(parsed.errors.len(), 1);
    let error = &parsed.errors[0];
    assert_cell_error(error, "malformed_csv", 3, "Returns");
    assert!(error.message.contains("never closed"), "{error:?}");
    assert_eq!(parsed.months.len(), 1);
}

#[test]
fn text_after_a_closing_quote_is_malformed_and_reading_goes_on() {
    let parsed = parse("Date,Returns\n\"2024-01\"x,1\n2024-02,2\n");
    assert_eq!(parsed.errors.len(), 1);
    assert_cell_error(&parsed.errors[0], "malformed_csv", 2, "Date");
    assert_eq!(parsed.months.len(), 1);
    assert_eq!(parsed.months[0].row, 3);
}

#[test]
fn more_values_than_columns_is_malformed() {
    let error = only_error("Date,Returns,Assets\n2024-01,1.5,1,250,000\n");
    assert_eq!(error.code, "malformed_csv");
    assert_eq!((error.row, error.column.as_deref()), (Some(2), None));
    assert!(error.message.starts_with("Row 2 has 5 values"), "{error:?}");
}

#[test]
fn trailing_delimiters_past_the_header_are_harmless() {
    assert_eq!(month("Date,Returns\n2024-01,1.5,,\n").monthly_return, 0.015);
}

#[test]
fn missing_trailing_cells_are_empty() {
    let month = month("Date,Returns,Assets,Estimated\n2024-01,1.5\n");
    assert_eq!((month.assets, month.estimated), (None, false));
}

#[test]
fn the_reader_keeps_a_quote_inside_an_unquoted_field() {
    assert_eq!(fields("5\" disk,b"), vec![vec!["5\" disk", "b"]]);
}

#[test]
fn the_reader_gives_each_record_its_first_line() {
    let records: Vec<_> = records("a\r\n\"b\nc\",d\n", ',').collect();
    let second = Record {
        line: 2,
        fields: vec!["b\nc".to_string(), "d".to_string()],
        field_count: 2,
        values_past_kept: false,
    };
    assert_eq!(records[1], Ok(second));
}
