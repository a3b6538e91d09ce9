//! Print reports: a program's tear sheet and a blend's report as PDF, typeset with typst.
//!
//! The caller hands over plain data — the same `analytics-core` results the API serves, plus
//! names and terms — and gets PDF bytes back:
//!
//! ```no_run
//! # fn demo(report: &reports::ProgramReport, blend: &reports::BlendReport) -> Result<(), reports::Error> {
//! let program_pdf: Vec<u8> = reports::program_pdf(report)?;
//! let blend_pdf: Vec<u8> = reports::blend_pdf(blend)?;
//! # Ok(()) }
//! ```
//!
//! Every figure is formatted here, in Rust, the way the website formats it ([`format`]), and
//! every label comes from the website's catalogs, so a report's text equals its page's text. The
//! templates (`templates/*.typ`) only lay that text out. See `docs/reports.md`.

mod blend;
mod chart;
mod fonts;
pub mod format;
mod i18n;
mod program;
mod world;

pub use blend::{BlendProgram, BlendReport, GrowthLine};
pub use program::{ProgramReport, ProgramTerms};

/// The language of a report: the site's two.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English, `/en/…`.
    En,
    /// Simplified Chinese, `/zh-hans/…`.
    ZhHans,
}

impl Lang {
    /// The language from the site's path segment (`en`, `zh-hans`).
    pub fn from_code(code: &str) -> Option<Self> {
        match code {
            "en" => Some(Self::En),
            "zh-hans" => Some(Self::ZhHans),
            _ => None,
        }
    }

    /// The site's path segment of the language.
    pub fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::ZhHans => "zh-hans",
        }
    }
}

/// Why a report could not be made. A report is either complete or an error: never an empty PDF.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The data has nothing to report (a program without returns, a blend with no months).
    #[error("nothing to report: {0}")]
    NoData(&'static str),
    /// The report's fonts are missing or unreadable; the message names the file and the
    /// package that installs it.
    #[error("report fonts unavailable: {0}")]
    Fonts(String),
    /// typst failed to typeset the report (a bug in a template, not in the data).
    #[error("typesetting failed: {0}")]
    Typeset(String),
}

/// The crate's result.
pub type Result<T> = std::result::Result<T, Error>;

/// The program's tear sheet as a PDF. Errors with [`Error::NoData`] for a program without
/// returns.
pub fn program_pdf(report: &ProgramReport) -> Result<Vec<u8>> {
    let (data, charts) = program::view(report)?;
    world::render(program::TEMPLATE, &data, charts)
}

/// The blend's report as a PDF. Errors with [`Error::NoData`] for a blend with no months or no
/// programs.
pub fn blend_pdf(report: &BlendReport) -> Result<Vec<u8>> {
    let (data, charts) = blend::view(report)?;
    world::render(blend::TEMPLATE, &data, charts)
}

/// Loads the report fonts now rather than at the first report, reporting a missing one: a
/// server can call it at start-up to fail early.
pub fn check_fonts() -> Result<()> {
    fonts::fonts().map(|_| ())
}
