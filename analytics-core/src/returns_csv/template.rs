//! The sample file offered for download as `performance-template.csv`.

/// Header and example rows, one of them an estimated month. Assets are plain numbers so that the
/// sample opens in any spreadsheet without quoting.
const ROWS: [(&str, &str, &str, &str); 6] = [
    ("2024-01", "1.25", "1250000", "no"),
    ("2024-02", "-0.80", "1240000", "no"),
    ("2024-03", "2.10", "1266000", "no"),
    ("2024-04", "0.00", "1266000", "no"),
    ("2024-05", "-1.35", "1249000", "no"),
    ("2024-06", "0.95", "1261000", "yes"),
];

/// The sample CSV: header `Date,Returns,Assets,Estimated`, returns in percent, CRLF line ends
/// (RFC 4180).
pub fn performance_template_csv() -> String {
    let mut csv = String::from("Date,Returns,Assets,Estimated\r\n");
    for (date, returned, assets, estimated) in ROWS {
        csv.push_str(&format!("{date},{returned},{assets},{estimated}\r\n"));
    }
    csv
}
