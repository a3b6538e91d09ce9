//! The shared tables of rule cases (`rules/*.json`, described in `docs/conventions.md`), read by
//! the unit tests of each rule module. The web app's Vitest runs the same tables against its own
//! copy of the rules, so both languages are proven against one list of cases.

use serde_json::{Map, Value};

/// One table: its cases, and for a form's rules the `base` every case changes.
pub struct Table(Value);

impl Table {
    pub fn parse(json: &str) -> Table {
        Table(serde_json::from_str(json).expect("a rule table is valid JSON"))
    }

    /// A value of the table besides its cases (`base`, `choices`).
    pub fn get(&self, name: &str) -> &Value {
        &self.0[name]
    }

    fn cases(&self) -> &[Value] {
        self.0["cases"]
            .as_array()
            .expect("a rule table has a list of cases")
    }

    /// Every case names one of `rules`, so no case is left unchecked.
    pub fn assert_rules(&self, rules: &[&str]) {
        for case in self.cases() {
            let rule = text(&case["rule"]);
            assert!(rules.contains(&rule), "no test checks rule `{rule}`");
        }
    }

    /// Runs every case of `rule` through `run` and compares with its `expect`; a case marked
    /// `"only": "web"` states a rule the server does not apply, and is skipped.
    pub fn check(&self, rule: &str, run: impl Fn(&Value) -> Value) {
        let cases: Vec<Value> = self
            .cases()
            .iter()
            .filter(|case| case["rule"] == rule)
            .filter(|case| case["only"].as_str().is_none_or(|side| side == "server"))
            .map(expand)
            .collect();
        assert!(!cases.is_empty(), "the table has no case of `{rule}`");
        for case in &cases {
            let (actual, expected) = (run(case), &case["expect"]);
            // 100000 and 100000.0 are one number, though serde_json tells them apart.
            let same = match (actual.as_f64(), expected.as_f64()) {
                (Some(actual), Some(expected)) => actual == expected,
                _ => actual == *expected,
            };
            assert!(same, "{case}: got {actual}");
        }
    }

    /// The table's `base` with the case's `with` laid over it, key by key.
    pub fn form(&self, case: &Value) -> Value {
        let mut form = expand(self.get("base"));
        let fields = form.as_object_mut().expect("the base is an object");
        if let Some(changes) = case["with"].as_object() {
            fields.extend(changes.clone());
        }
        form
    }
}

/// `{"repeat": "x", "times": 201}` written out, so a table can state a length without a
/// 201-character string.
fn expand(value: &Value) -> Value {
    match value {
        Value::Object(fields) => match (fields.get("repeat"), fields.get("times")) {
            (Some(Value::String(unit)), Some(Value::Number(times))) if fields.len() == 2 => {
                let times = times.as_u64().expect("times is a count");
                Value::String(unit.repeat(times as usize))
            }
            _ => Value::Object(fields.iter().map(|(k, v)| (k.clone(), expand(v))).collect()),
        },
        Value::Array(items) => Value::Array(items.iter().map(expand).collect()),
        other => other.clone(),
    }
}

/// A number of a case; JSON has none for `NaN` and the infinities, so they are written as the
/// strings `"NaN"`, `"Infinity"` and `"-Infinity"` (what JavaScript's `Number()` reads).
pub fn number(value: &Value) -> f64 {
    match value {
        Value::String(name) if name == "NaN" => f64::NAN,
        Value::String(name) if name == "Infinity" => f64::INFINITY,
        Value::String(name) if name == "-Infinity" => f64::NEG_INFINITY,
        other => other
            .as_f64()
            .unwrap_or_else(|| panic!("{other} is no number")),
    }
}

/// A number, or none for `null`.
pub fn optional_number(value: &Value) -> Option<f64> {
    (!value.is_null()).then(|| number(value))
}

pub fn text(value: &Value) -> &str {
    value
        .as_str()
        .unwrap_or_else(|| panic!("{value} is no text"))
}

/// A check's outcome as the tables write it: `"ok"` or the message key.
pub fn outcome(result: Result<(), &str>) -> Value {
    result.map_or_else(Value::from, |()| Value::from("ok"))
}

/// A form's problems as the tables write them: field path → message key, `{}` when none.
pub fn problems(fields: impl IntoIterator<Item = (String, String)>) -> Value {
    Value::Object(
        fields
            .into_iter()
            .map(|(field, key)| (field, Value::from(key)))
            .collect::<Map<_, _>>(),
    )
}
