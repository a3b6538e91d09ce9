//! OpenAPI schemas of the documents the engine serializes (with the `openapi` feature, for the
//! server's API document; the WebAssembly build leaves them out). The structs derive theirs;
//! the three types with a hand-written `Serialize` describe their JSON here.

use std::borrow::Cow;

use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::openapi::{OpenApi, Ref, RefOr};
use utoipa::{PartialSchema, ToSchema};

use crate::benchmark::{BenchmarkRisk, BetaAlpha, CrisisAlpha, RollingPoint};
use crate::blend::AllocationSummary;
use crate::crises::CrisisReturn;
use crate::distribution::HistogramBucket;
use crate::drawdown::DrawdownEpisode;
use crate::performance_table::{PerformanceCell, PerformanceYear};
use crate::period_returns::{PeriodReturns, PeriodReturnsReport, TrailingReturn};
use crate::relations::{Correlation, CorrelationMatrix};
use crate::risk_measures::{RiskMeasures, RollingRisk};
use crate::runs::{Run, Runs};
use crate::statistics::{PeriodStatistics, StatisticsRatios};
use crate::windows::{RollingReturns, TimeWindow};
use crate::{BlendStatistics, CarorType, MonthValue, ProgramStatistics, YearMonth};

impl PartialSchema for YearMonth {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some("A calendar month, `YYYY-MM`."))
            .pattern(Some(r"^[0-9]{4}-(0[1-9]|1[0-2])$"))
            .examples(["2024-01"])
            .into()
    }
}

impl ToSchema for YearMonth {}

impl PartialSchema for CarorType {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .description(Some(
                "How returns link into VAMI and CAROR: 0 Cumulative, 1 Unique, 2 Sum.",
            ))
            .enum_values(Some([0, 1, 2]))
            .into()
    }
}

impl ToSchema for CarorType {}

impl PartialSchema for CorrelationMatrix {
    fn schema() -> RefOr<Schema> {
        let row = ArrayBuilder::new().items(Ref::from_schema_name(Correlation::name()));
        ArrayBuilder::new()
            .items(row)
            .description(Some(
                "The correlation of each pair of components, as rows in component order.",
            ))
            .into()
    }
}

impl ToSchema for CorrelationMatrix {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("CorrelationMatrix")
    }

    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.push((Correlation::name().into_owned(), Correlation::schema()));
    }
}

/// The names of the engine's object schemas. Every field of these documents is always serialized
/// (the engine writes `null`, never leaves a field out), which derived schemas cannot tell: an
/// `Option` field comes out optional.
fn object_schema_names() -> [Cow<'static, str>; 25] {
    [
        MonthValue::name(),
        DrawdownEpisode::name(),
        TimeWindow::name(),
        RollingReturns::name(),
        StatisticsRatios::name(),
        PeriodStatistics::name(),
        Runs::name(),
        Run::name(),
        PeriodReturnsReport::name(),
        PeriodReturns::name(),
        TrailingReturn::name(),
        Correlation::name(),
        HistogramBucket::name(),
        PerformanceYear::name(),
        PerformanceCell::name(),
        AllocationSummary::name(),
        ProgramStatistics::name(),
        BlendStatistics::name(),
        RiskMeasures::name(),
        RollingRisk::name(),
        BenchmarkRisk::name(),
        BetaAlpha::name(),
        CrisisAlpha::name(),
        CrisisReturn::name(),
        RollingPoint::name(),
    ]
}

/// Marks every property of the engine's schemas in `document` required, as they always are.
pub fn require_every_field(document: &mut OpenApi) {
    let Some(components) = document.components.as_mut() else {
        return;
    };
    for name in object_schema_names() {
        if let Some(RefOr::T(Schema::Object(object))) = components.schemas.get_mut(name.as_ref()) {
            object.required = object.properties.keys().cloned().collect();
        }
    }
}
