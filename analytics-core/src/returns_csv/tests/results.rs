//! What a whole file gives: months in order, every error, the template.

use super::super::performance_template_csv;
use super::{assert_cell_error, months, only_error, parse, ParsedMonth};

#[test]
fn an_empty_file_is_rejected() {
    for text in ["", "\u{feff}", "\n\n", " \r\n ,, \n"] {
        let error = only_error(text);
        assert_eq!(
            (error.code, error.row, error.column),
            ("empty_file", None, None)
        );
    }
}

#[test]
fn a_header_without_months_is_an_empty_file() {
    let error = only_error("Date,Returns\n\n");
    assert_eq!((error.code, error.row), ("empty_file", None));
}

#[test]
fn a_malformed_header_is_rejected() {
    let error = only_error("\"Date,Returns\n2024-01,1\n");
    assert_eq!((error.code, error.row), ("malformed_csv", Some(1)));
}

#[test]
fn a_valid_row_gives_every_field() {
    let months = months("Date,Returns,Assets,Estimated\n2024-01,1.5,100,no\n");
    let expected = ParsedMonth {
        year: 2024,
        month: 1,
        monthly_return: 0.015,
        assets: Some(100.0),
        estimated: false,
        row: 2,
    };
    assert_eq!(months, vec![expected]);
}

#[test]
fn months_come_back_sorted() {
    let months = months("Date,Returns\n2024-03,3\n2023-12,12\n2024-01,1\n");
    let order: Vec<_> = months.iter().map(|m| (m.year, m.month, m.row)).collect();
    assert_eq!(order, vec![(2023, 12, 3), (2024, 1, 4), (2024, 3, 2)]);
}

#[test]
fn errors_are_collected_for_every_bad_row() {
    let text = "Date,Returns,Assets,Estimated\n\
                2024-01,1,100,no\n\
                2024-13,abc,-5,maybe\n\
                2024-02,2,,\n\
                2030-01,-150,,\n\
                2024-02,1,,\n";
    let parsed = parse(text);
    let found: Vec<_> = parsed
        .errors
        .iter()
        .map(|e| (e.row, e.column.as_deref(), e.code))
        .collect();
    assert_eq!(
        found,
        vec![
            (Some(3), Some("Date"), "invalid_date"),
            (Some(3), Some("Returns"), "not_a_number"),
            (Some(3), Some("Assets"), "negative_assets"),
            (Some(3), Some("Estimated"), "invalid_estimated_flag"),
            (Some(5), Some("Date"), "month_in_future"),
            (Some(5), Some("Returns"), "return_below_minus_100"),
            (Some(6), Some("Date"), "duplicate_month"),
        ]
    );
    for error in &parsed.errors {
        let (row, column) = (error.row.unwrap(), error.column.as_deref().unwrap());
        assert_cell_error(error, error.code, row, column);
    }
    let valid: Vec<_> = parsed.months.iter().map(|m| m.row).collect();
    assert_eq!(valid, vec![2, 4]);
}

#[test]
fn the_template_has_the_documented_header() {
    let template = performance_template_csv();
    assert!(template.starts_with("Date,Returns,Assets,Estimated\r\n"));
}

#[test]
fn the_template_parses_back_without_errors() {
    let months = months(&performance_template_csv());
    assert_eq!(months.len(), 6);
    assert_eq!((months[0].year, months[0].month), (2024, 1));
    assert_eq!((months[5].year, months[5].month), (2024, 6));
    assert_eq!(months[0].monthly_return, 0.0125);
    assert_eq!(months[0].assets, Some(1_250_000.0));
    let estimated: Vec<_> = months
        .iter()
        .filter(|m| m.estimated)
        .map(|m| m.month)
        .collect();
    assert_eq!(estimated, vec![6]);
}

#[test]
fn results_serialize_in_camel_case() {
    let parsed = parse("Date,Returns\n2024-01,1.5E\n2024-02,x\n");
    let json = serde_json::to_value(&parsed).expect("serializes");
    assert_eq!(
        json,
        serde_json::json!({
            "months": [{
                "year": 2024, "month": 1, "monthlyReturn": 0.015,
                "assets": null, "estimated": true, "row": 2
            }],
            "errors": [{
                "row": 3, "column": "Returns", "code": "not_a_number",
                "message": "Row 3, column Returns: 'x' is not a number"
            }],
            "errorCount": 1
        })
    );
}
