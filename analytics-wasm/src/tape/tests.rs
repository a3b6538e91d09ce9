use serde::Serialize;

use super::{op, Tape};

/// The tape's strings, split at their ends (UTF-16 offsets; ASCII here).
fn strings(tape: &Tape) -> Vec<&str> {
    let mut start = 0;
    tape.text_ends
        .iter()
        .map(|&end| {
            let s = &tape.text[start..end as usize];
            start = end as usize;
            s
        })
        .collect()
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Point {
    month_name: &'static str,
    value: Option<f64>,
    flag: bool,
}

/// The text each of `refs` names, for the string refs among them (keys and string values).
fn texts<'t>(tape: &'t Tape, refs: &[u32]) -> Vec<&'t str> {
    let strings = strings(tape);
    refs.iter().map(|&at| strings[at as usize]).collect()
}

#[test]
fn a_struct_sequence_refers_to_its_keys() {
    let points = [
        Point {
            month_name: "2024-01",
            value: Some(0.5),
            flag: true,
        },
        Point {
            month_name: "2024-02",
            value: None,
            flag: false,
        },
    ];
    let tape = Tape::encode(&points).unwrap();
    use op::*;
    assert_eq!(
        tape.ops,
        [ARRAY, OBJECT, STRING, NUMBER, TRUE, OBJECT, STRING, NULL, FALSE]
    );
    assert_eq!(tape.numbers, [0.5]);
    // [array 2] [object 3] monthName "2024-01" value flag [object 3] monthName "2024-02" value flag
    assert_eq!(tape.refs[..2], [2, 3]);
    assert_eq!(
        texts(&tape, &tape.refs[2..6]),
        ["monthName", "2024-01", "value", "flag"]
    );
    assert_eq!(tape.refs[6], 3);
    assert_eq!(
        texts(&tape, &tape.refs[7..]),
        ["monthName", "2024-02", "value", "flag"]
    );
    // Keys are cached by address in a direct-mapped table: two field names may share a slot
    // (where the compiler placed them decides), and then one is written again; never more.
    assert!(strings(&tape).len() <= 8);
}

#[derive(Serialize)]
struct Single {
    a: u8,
}

#[test]
fn a_field_name_is_written_once_for_every_object() {
    let tape = Tape::encode(&[Single { a: 1 }, Single { a: 2 }, Single { a: 3 }]).unwrap();
    assert_eq!(strings(&tape), ["a"]);
    assert_eq!(tape.numbers, [1.0, 2.0, 3.0]);
}

#[test]
fn non_finite_numbers_are_null_as_in_serde_json() {
    let tape = Tape::encode(&[f64::NAN, f64::INFINITY, -0.0]).unwrap();
    assert_eq!(tape.ops, [op::ARRAY, op::NULL, op::NULL, op::NUMBER]);
    assert_eq!(serde_json::to_string(&[f64::NAN]).unwrap(), "[null]");
}

#[test]
fn offsets_count_utf16_units() {
    let tape = Tape::encode(&["é€😀", "a"]).unwrap();
    // é and € are one UTF-16 unit each, 😀 two.
    assert_eq!(tape.text_ends, [4, 5]);
}

#[test]
fn map_keys_are_strings_or_decimal_numbers() {
    let map = std::collections::BTreeMap::from([(1, "one"), (20, "twenty")]);
    let tape = Tape::encode(&map).unwrap();
    assert_eq!(tape.ops, [op::OBJECT, op::STRING, op::STRING]);
    assert_eq!(strings(&tape), ["1", "one", "20", "twenty"]);
    let bad = std::collections::BTreeMap::from([((1, 2), 3)]);
    assert!(Tape::encode(&bad).is_err());
}

#[test]
fn enums_are_externally_tagged() {
    #[derive(Serialize)]
    enum Shape {
        Unit,
        Pair(u8, u8),
    }
    let tape = Tape::encode(&[Shape::Unit, Shape::Pair(1, 2)]).unwrap();
    use op::*;
    assert_eq!(tape.ops, [ARRAY, STRING, OBJECT, ARRAY, NUMBER, NUMBER]);
    assert_eq!(strings(&tape), ["Unit", "Pair"]);
    assert_eq!(tape.refs, [2, 0, 1, 1, 2]);
}
