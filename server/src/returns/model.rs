//! The returns API's shapes and the domain's values: a month of a record as stored, the
//! performance form's record and its save, the upload's version, revisions, the watchers an alert
//! goes to, and the series charts compare.

use analytics_core::{MonthValue, YearMonth};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::language::Language;
use crate::months::Yyyymm;
use crate::storage::Flag;

/// One month of a program's or an index's record, as its manager reported it.
#[derive(Debug, Clone, Copy, PartialEq, sqlx::FromRow)]
pub struct ReportedMonth {
    #[sqlx(try_from = "Yyyymm")]
    pub month: YearMonth,
    /// Simple return as a fraction (0.0123 = 1.23 %).
    pub monthly_return: f64,
    /// Assets under management at month end, when known.
    pub assets: Option<f64>,
    /// The manager marked the month as an estimate (a 0/1 column).
    #[sqlx(try_from = "Flag")]
    pub estimated: bool,
}

/// A month of one of several programs' records, as a read of many programs' returns decodes it
/// (`program_id` and the columns of a `ReportedMonth`).
#[derive(Debug, Clone, Copy, PartialEq, sqlx::FromRow)]
pub struct ProgramMonth {
    pub program_id: i64,
    #[sqlx(flatten)]
    pub month: ReportedMonth,
}

/// The program a performance request is about, once its editor is known.
#[derive(Debug, Clone)]
pub struct EditableProgram {
    pub id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_uri: String,
    pub date_inception: Option<String>,
    /// Members (the watchers) may see it: alerts are only sent for such a program.
    pub visible_to_members: bool,
}

/// One month of a program's record as the performance form edits it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MonthEntry {
    /// `yyyymm`.
    pub month: i32,
    /// A fraction (0.0123 = 1.23 %), at least -1, in steps of 0.01 %.
    pub monthly_return: f64,
    /// Assets under management at month end, a whole number; none when unknown.
    #[serde(default)]
    pub assets: Option<f64>,
    pub estimated: bool,
}

impl From<&ReportedMonth> for MonthEntry {
    fn from(m: &ReportedMonth) -> Self {
        MonthEntry {
            month: m.month.yyyymm(),
            monthly_return: m.monthly_return,
            assets: m.assets,
            estimated: m.estimated,
        }
    }
}

/// A program's inception date and monthly returns.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramReturns {
    pub program_id: i64,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
    /// Oldest first.
    pub months: Vec<MonthEntry>,
    /// The version a save of this record sends back; every save or upload bumps it.
    pub version: i64,
}

/// `PUT …/returns`: the whole record; the months replace the stored ones.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct SaveReturns {
    /// `YYYY-MM-DD`, from 1957-01-01 to today.
    pub date_inception: Option<String>,
    pub months: Vec<MonthEntry>,
    /// The certification that the data is accurate.
    pub accepted_agreement: bool,
    /// The `version` of the record this save was made on (required): a newer stored version
    /// refuses the save with `conflict`.
    pub version: Option<i64>,
}

/// What a save stored.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedReturns {
    /// The revision recorded; none when the months did not change.
    pub revision: Option<Revision>,
    pub returns: ProgramReturns,
}

/// `…/returns/upload?version=N`: the version of the record the upload replaces.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct UploadVersion {
    /// The `version` of the returns the editor loaded (required): a newer stored version
    /// refuses the upload with `conflict`.
    pub version: Option<i64>,
}

/// One month of a revision: nulls on the old side for an added month, on the new side for a
/// removed one.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevisionChange {
    /// `yyyymm`.
    pub month: i32,
    /// Fractions (0.0123 = 1.23 %).
    pub old_return: Option<f64>,
    pub new_return: Option<f64>,
    pub old_assets: Option<f64>,
    pub new_assets: Option<f64>,
    pub old_estimated: Option<bool>,
    pub new_estimated: Option<bool>,
}

/// One save of a program's monthly returns.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Revision {
    pub revision_id: i64,
    /// RFC 3339 UTC.
    pub created_at: String,
    /// None once the account that saved is deleted.
    pub user_id: Option<i64>,
    pub user_email: Option<String>,
    pub user_name: Option<String>,
    /// English, e.g. "2 added, 1 changed, 0 removed" (the web app words the counts itself).
    pub summary: String,
    pub added: i64,
    pub changed: i64,
    pub removed: i64,
    /// By month, oldest first.
    pub changes: Vec<RevisionChange>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RevisionList {
    /// Newest first.
    pub items: Vec<Revision>,
}

/// A member to alert.
#[derive(Debug, Clone, PartialEq)]
pub struct Watcher {
    pub email: String,
    pub first_name: String,
    pub language: Language,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SeriesKind {
    Program,
    Index,
}

/// One choice of the comparison dropdown.
#[derive(Debug, Serialize, ToSchema)]
pub struct CompareItem {
    pub kind: SeriesKind,
    pub id: i64,
    /// "Company – Program" for a program; the index's name in English.
    pub title: String,
    /// The index's Chinese name (programs have none).
    #[serde(rename = "titleZh")]
    pub title_zh: Option<String>,
    /// The index's address (`cta-index` is the main index, the blender's default comparison).
    #[serde(rename = "portfolioUri")]
    pub portfolio_uri: Option<String>,
}

/// A charted series: its growth of 1,000.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompareSeries {
    pub kind: SeriesKind,
    pub id: i64,
    pub title: String,
    pub title_zh: Option<String>,
    /// 1000 at the month before the first return (`YYYY-MM` months).
    #[schema(schema_with = month_values_schema)]
    pub vami: Vec<MonthValue>,
}

/// The API document's shape of analytics-core's month values: `[{month: "YYYY-MM", value}]`.
fn month_values_schema() -> utoipa::openapi::schema::Array {
    use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Type};
    let point = ObjectBuilder::new()
        .property(
            "month",
            ObjectBuilder::new()
                .schema_type(Type::String)
                .description(Some("YYYY-MM")),
        )
        .required("month")
        .property("value", ObjectBuilder::new().schema_type(Type::Number))
        .required("value");
    ArrayBuilder::new().items(point).build()
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SeriesQuery {
    pub kind: SeriesKind,
    pub id: i64,
}

/// An index's line on the market quotes page.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketQuote {
    pub id: i64,
    pub portfolio_uri: String,
    /// `benchmark`, `main`, `sector`, `strategy`, `methodology` or `assets`.
    pub kind: String,
    pub name_en: String,
    pub name_zh: String,
    /// `YYYY-MM` of the latest return.
    #[schema(value_type = String)]
    pub last_month: analytics_core::YearMonth,
    pub month_return: Option<f64>,
    pub ytd_return: Option<f64>,
    /// Trailing 12 months, cumulative.
    pub twelve_month_return: Option<f64>,
    /// The last 36 months' growth, rebased to 1000 at their start.
    #[schema(schema_with = month_values_schema)]
    pub vami: Vec<MonthValue>,
}
