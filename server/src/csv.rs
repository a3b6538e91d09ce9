//! CSV as the site's exports write it (RFC 4180, CRLF lines), every cell safe to open in a
//! spreadsheet. A leaf.

/// A cell: a leading formula character (`=`, `+`, `-`, `@`, tab, carriage return) is
/// neutralised with an apostrophe so a spreadsheet shows the text instead of running it; the
/// cell is quoted when it holds a delimiter, a quote or a line break.
pub fn field(value: &str) -> String {
    let value = if value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    if value.contains([',', '"', '\r', '\n']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value
    }
}

/// A line of cells, ending in CRLF.
pub fn line<S: AsRef<str>>(cells: &[S]) -> String {
    let mut line = cells
        .iter()
        .map(|cell| field(cell.as_ref()))
        .collect::<Vec<_>>()
        .join(",");
    line.push_str("\r\n");
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_and_formulas_neutralised() {
        assert_eq!(field("Ann"), "Ann");
        assert_eq!(field("Lee, Ann"), "\"Lee, Ann\"");
        assert_eq!(field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(field("=1+1"), "'=1+1");
        assert_eq!(field("+1 312-555-0100"), "'+1 312-555-0100");
        assert_eq!(field("-2"), "'-2");
        assert_eq!(field("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(field("\t=1"), "'\t=1");
        assert_eq!(field("\r=1"), "\"'\r=1\"");
        assert_eq!(field("a=b"), "a=b");
        assert_eq!(line(&["a", "=b"]), "a,'=b\r\n");
    }
}
