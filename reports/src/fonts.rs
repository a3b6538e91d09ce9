//! The fonts of every report, found and read once per process: Noto Sans for Latin text
//! (Debian's fonts-noto-core) and Noto Sans CJK SC for Chinese (fonts-noto-cjk). Only the glyphs
//! a report uses are embedded: typst-pdf subsets every font it writes.

use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use typst::foundations::Bytes;
use typst::text::{Font, FontBook};
use typst::utils::LazyHash;

use crate::Error;

/// The Latin family the templates name first.
pub const LATIN_FAMILY: &str = "Noto Sans";
/// The family of Chinese text, and the fallback of any glyph Noto Sans lacks.
pub const CJK_FAMILY: &str = "Noto Sans CJK SC";

/// The font files, by file name, with the package that installs each on Debian.
const FILES: [(&str, &str); 4] = [
    ("NotoSans-Regular.ttf", "fonts-noto-core"),
    ("NotoSans-Bold.ttf", "fonts-noto-core"),
    ("NotoSansCJK-Regular.ttc", "fonts-noto-cjk"),
    ("NotoSansCJK-Bold.ttc", "fonts-noto-cjk"),
];

/// Where the files are looked for: `REPORT_FONT_DIR` first (a machine without the packages),
/// then the system's font directories.
fn font_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::env::var_os("REPORT_FONT_DIR")
        .map(PathBuf::from)
        .into_iter()
        .collect();
    dirs.extend(
        [
            "/usr/share/fonts/truetype/noto",
            "/usr/share/fonts/opentype/noto",
            "/usr/share/fonts/noto",
            "/usr/share/fonts/noto-cjk",
            "/usr/share/fonts/google-noto",
            "/usr/local/share/fonts",
        ]
        .map(PathBuf::from),
    );
    dirs
}

/// The loaded fonts and their book, shared by every report.
pub struct Fonts {
    pub book: LazyHash<FontBook>,
    pub fonts: Vec<Font>,
}

fn find(name: &str, dirs: &[PathBuf]) -> Option<PathBuf> {
    dirs.iter()
        .map(|dir| dir.join(name))
        .find(|path| Path::is_file(path))
}

fn load() -> Result<Fonts, String> {
    load_from(&font_dirs())
}

fn load_from(dirs: &[PathBuf]) -> Result<Fonts, String> {
    let mut fonts = Vec::new();
    for (name, package) in FILES {
        let path = find(name, dirs).ok_or_else(|| {
            format!(
                "font file {name} not found in {} (install the Debian package {package}, or set \
                 REPORT_FONT_DIR)",
                dirs.iter()
                    .map(|dir| dir.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })?;
        let data = std::fs::read(&path)
            .map_err(|error| format!("cannot read font {}: {error}", path.display()))?;
        let before = fonts.len();
        // A collection (.ttc) holds every CJK region's face: keep Simplified Chinese only, so the
        // book offers one CJK family and lookups cannot pick a Japanese or Korean face.
        fonts.extend(Font::iter(Bytes::new(data)).filter(|font| {
            let family = font.info().family.as_str();
            family == LATIN_FAMILY || family == CJK_FAMILY
        }));
        if fonts.len() == before {
            return Err(format!(
                "{} holds neither {LATIN_FAMILY} nor {CJK_FAMILY}",
                path.display()
            ));
        }
    }
    Ok(Fonts {
        book: LazyHash::new(FontBook::from_fonts(&fonts)),
        fonts,
    })
}

static FONTS: LazyLock<Result<Fonts, String>> = LazyLock::new(load);

/// The shared fonts, loaded on first use; a clear error when a file is missing.
pub fn fonts() -> Result<&'static Fonts, Error> {
    FONTS
        .as_ref()
        .map_err(|message| Error::Fonts(message.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_font_names_its_file_and_package() {
        let empty = std::env::temp_dir().join(format!("reports-no-fonts-{}", std::process::id()));
        std::fs::create_dir_all(&empty).expect("temp dir");
        let Err(message) = load_from(std::slice::from_ref(&empty)) else {
            panic!("fonts found in an empty directory");
        };
        assert!(message.contains("NotoSans-Regular.ttf"), "{message}");
        assert!(message.contains("fonts-noto-core"), "{message}");
        std::fs::remove_dir(&empty).ok();
    }

    #[test]
    fn the_book_holds_latin_and_simplified_chinese_only() {
        let fonts = fonts().expect("report fonts installed");
        let families: std::collections::BTreeSet<_> = fonts
            .fonts
            .iter()
            .map(|font| font.info().family.as_str())
            .collect();
        assert_eq!(
            families.into_iter().collect::<Vec<_>>(),
            [LATIN_FAMILY, CJK_FAMILY]
        );
    }
}
