//! The shapes the inquiry endpoints read and write.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::language::Language;
use crate::verification::VerificationSolution;

/// Longest accepted message of either form; longer ones are refused, not cut.
pub const MAX_MESSAGE_LENGTH: usize = 5000;

/// `message`: a required text of at most [`MAX_MESSAGE_LENGTH`] characters once trimmed.
fn message_schema() -> utoipa::openapi::schema::Object {
    utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .pattern(Some(crate::validation::schema::text_pattern(
            true,
            MAX_MESSAGE_LENGTH,
        )))
        .build()
}

/// A request for a free research report on a program (the program page's form).
#[derive(Debug, Default, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ResearchRequestForm {
    /// The program the report is about; one the caller may see.
    #[schema(required = true, minimum = 1)]
    pub program_id: i64,
    #[schema(required = true, schema_with = crate::validation::schema::required_text)]
    pub first_name: String,
    #[schema(required = true, schema_with = crate::validation::schema::required_text)]
    pub last_name: String,
    #[schema(required = true, schema_with = crate::validation::schema::account_email)]
    pub email: String,
    #[schema(schema_with = crate::validation::schema::optional_phone)]
    pub phone: String,
    /// What the requester would like to know; at most 5000 characters.
    #[schema(required = true, schema_with = message_schema)]
    pub message: String,
    /// The language of the page the form was sent from: the confirmation's language.
    pub language: Language,
    /// A solved challenge of `GET /api/v1/verification/challenge`; required when not signed in.
    #[schema(value_type = Option<VerificationSolution>)]
    pub verification: Option<VerificationSolution>,
}

/// A Contact Us message.
#[derive(Debug, Default, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ContactMessageForm {
    #[schema(required = true, schema_with = crate::validation::schema::required_text)]
    pub first_name: String,
    #[schema(required = true, schema_with = crate::validation::schema::required_text)]
    pub last_name: String,
    #[schema(required = true, schema_with = crate::validation::schema::account_email)]
    pub email: String,
    #[schema(schema_with = crate::validation::schema::optional_phone)]
    pub phone: String,
    /// At most 5000 characters.
    #[schema(required = true, schema_with = message_schema)]
    pub message: String,
    /// A solved challenge of `GET /api/v1/verification/challenge`; required when not signed in.
    #[schema(value_type = Option<VerificationSolution>)]
    pub verification: Option<VerificationSolution>,
}

/// What both forms share, trimmed as it is stored.
#[derive(Debug, Clone, PartialEq)]
pub struct Inquiry {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    pub message: String,
}

impl ResearchRequestForm {
    pub fn inquiry(&self) -> Inquiry {
        Inquiry::trimmed(
            &self.first_name,
            &self.last_name,
            &self.email,
            &self.phone,
            &self.message,
        )
    }
}

impl ContactMessageForm {
    pub fn inquiry(&self) -> Inquiry {
        Inquiry::trimmed(
            &self.first_name,
            &self.last_name,
            &self.email,
            &self.phone,
            &self.message,
        )
    }
}

impl Inquiry {
    fn trimmed(first_name: &str, last_name: &str, email: &str, phone: &str, message: &str) -> Self {
        Inquiry {
            first_name: first_name.trim().to_owned(),
            last_name: last_name.trim().to_owned(),
            email: email.trim().to_owned(),
            phone: phone.trim().to_owned(),
            message: message.trim().to_owned(),
        }
    }
}

/// The program a research request names, as the administrators' list links it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequestedProgram {
    pub program_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_name: String,
    pub group_uri: String,
}

/// A research request as administrators see it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResearchRequestItem {
    pub id: i64,
    /// RFC 3339 UTC.
    pub date_created: String,
    /// The requester's account when they were signed in (and it still exists).
    pub user_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    pub message: String,
    /// None once the program is deleted.
    pub program: Option<RequestedProgram>,
}

/// A Contact Us message as administrators see it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactMessageItem {
    pub id: i64,
    /// RFC 3339 UTC.
    pub date_created: String,
    pub user_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    pub message: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResearchRequestPage {
    /// Newest first.
    pub items: Vec<ResearchRequestItem>,
    pub total_count: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactMessagePage {
    /// Newest first.
    pub items: Vec<ContactMessageItem>,
    pub total_count: i64,
}

/// A page of an inquiry list, newest first.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase", default)]
#[into_params(parameter_in = Query)]
pub struct InquiryListQuery {
    /// 1..=100; default 25.
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<i64>,
    /// From 1.
    #[param(minimum = 1)]
    pub page_number: Option<i64>,
}
