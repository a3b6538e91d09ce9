//! The typst world of one report: the embedded templates, the report's data and charts as
//! virtual files, and the shared fonts. Nothing is read from disk while a report compiles.

use std::collections::HashMap;
use std::sync::LazyLock;

use typst::diag::{FileError, FileResult, Severity};
use typst::foundations::{Bytes, Datetime, Duration};
use typst::syntax::{FileId, RootedPath, Source, VirtualPath, VirtualRoot};
use typst::text::{Font, FontBook};
use typst::utils::LazyHash;
use typst::{Library, LibraryExt, World};
use typst_layout::PagedDocument;
use typst_pdf::PdfOptions;

use crate::fonts::{fonts, Fonts};
use crate::Error;

/// The shared layout of every report, `#import "/common.typ": *`.
const COMMON: &str = include_str!("../templates/common.typ");

static LIBRARY: LazyLock<LazyHash<Library>> = LazyLock::new(|| LazyHash::new(Library::default()));

fn file_id(path: &str) -> FileId {
    // The paths are the constant names below, always valid.
    let vpath = VirtualPath::new(path).unwrap_or_else(|_| unreachable!("invalid path {path}"));
    FileId::new(RootedPath::new(VirtualRoot::Project, vpath))
}

struct ReportWorld {
    fonts: &'static Fonts,
    main: Source,
    common: Source,
    files: HashMap<FileId, Bytes>,
}

impl World for ReportWorld {
    fn library(&self) -> &LazyHash<Library> {
        &LIBRARY
    }

    fn book(&self) -> &LazyHash<FontBook> {
        &self.fonts.book
    }

    fn main(&self) -> FileId {
        self.main.id()
    }

    fn source(&self, id: FileId) -> FileResult<Source> {
        if id == self.main.id() {
            Ok(self.main.clone())
        } else if id == self.common.id() {
            Ok(self.common.clone())
        } else {
            Err(FileError::NotFound(id.vpath().get_with_slash().into()))
        }
    }

    fn file(&self, id: FileId) -> FileResult<Bytes> {
        self.files
            .get(&id)
            .cloned()
            .ok_or_else(|| FileError::NotFound(id.vpath().get_with_slash().into()))
    }

    fn font(&self, index: usize) -> Option<Font> {
        self.fonts.fonts.get(index).cloned()
    }

    fn today(&self, _offset: Option<Duration>) -> Option<Datetime> {
        None
    }
}

/// Typesets `template` with `data` as `/data.json` and each `(name, svg)` chart as `/name` and
/// returns the PDF.
pub fn render(
    template: &'static str,
    data: &serde_json::Value,
    charts: Vec<(&'static str, String)>,
) -> Result<Vec<u8>, Error> {
    let fonts = fonts()?;
    let json = serde_json::to_vec(data).map_err(|error| Error::Typeset(error.to_string()))?;
    let mut files = HashMap::from([(file_id("/data.json"), Bytes::new(json))]);
    for (name, svg) in charts {
        files.insert(file_id(&format!("/{name}")), Bytes::from_string(svg));
    }
    let world = ReportWorld {
        fonts,
        main: Source::new(file_id("/main.typ"), template.to_owned()),
        common: Source::new(file_id("/common.typ"), COMMON.to_owned()),
        files,
    };
    let result = typst::compile::<PagedDocument>(&world).output;
    // Memoized layouts of earlier reports are of no use to the next one: keep memory flat when
    // a batch renders hundreds of reports.
    typst::comemo::evict(2);
    let document = result.map_err(|errors| Error::Typeset(messages(&errors)))?;
    typst_pdf::pdf(&document, &PdfOptions::default())
        .map_err(|errors| Error::Typeset(messages(&errors)))
}

fn messages(diagnostics: &[typst::diag::SourceDiagnostic]) -> String {
    diagnostics
        .iter()
        .filter(|diagnostic| diagnostic.severity == Severity::Error)
        .map(|diagnostic| diagnostic.message.to_string())
        .collect::<Vec<_>>()
        .join("; ")
}
