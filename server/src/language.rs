//! The site's two languages, as the routes and the `language` columns write them.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, ToSchema)]
pub enum Language {
    #[default]
    #[serde(rename = "en")]
    En,
    #[serde(rename = "zh-hans")]
    ZhHans,
}

impl Language {
    /// `en` or `zh-hans`: the route prefix and the stored value.
    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::ZhHans => "zh-hans",
        }
    }

    /// The stored value back; anything unknown is English.
    pub fn from_code(code: &str) -> Language {
        if code == "zh-hans" {
            Language::ZhHans
        } else {
            Language::En
        }
    }
}
