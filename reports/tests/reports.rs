//! Renders the fixtures' reports and reads their text back with `pdftotext` (poppler-utils): the
//! first page names the program or blend and carries the summary figures exactly as formatted.

mod support;

use std::io::Write;
use std::process::Command;

use reports::format::{decimal, percent};
use reports::{blend_pdf, program_pdf, Error, Lang};

/// The text of `pdf`'s pages `first..=last`, as `pdftotext -layout` reads it.
fn pdf_text(pdf: &[u8], first: u32, last: Option<u32>) -> String {
    let mut file = tempfile();
    file.1.write_all(pdf).expect("write pdf");
    let mut command = Command::new("pdftotext");
    command.args(["-enc", "UTF-8", "-f", &first.to_string()]);
    if let Some(last) = last {
        command.args(["-l", &last.to_string()]);
    }
    let output = command
        .arg(&file.0)
        .arg("-")
        .output()
        .expect("pdftotext (apt-get install poppler-utils)");
    assert!(output.status.success(), "pdftotext failed");
    std::fs::remove_file(&file.0).ok();
    String::from_utf8(output.stdout).expect("utf-8 text")
}

fn tempfile() -> (std::path::PathBuf, std::fs::File) {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let path = std::env::temp_dir().join(format!(
        "reports-test-{}-{}.pdf",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let file = std::fs::File::create(&path).expect("temp file");
    (path, file)
}

/// Text with every run of whitespace one space: table cells and wrapped lines compare as words.
fn squeeze(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn program_report_in_both_languages() {
    for (lang, limit, labels) in [
        (
            Lang::En,
            300_000,
            ["Key Figures", "Worst Drawdown", "Data as of Dec 2025"],
        ),
        (
            Lang::ZhHans,
            500_000,
            ["关键数据", "最大回撤", "数据截至2025年12月"],
        ),
    ] {
        let report = support::program_report(lang, 30);
        let pdf = program_pdf(&report).expect("program report");
        assert!(pdf.starts_with(b"%PDF"));
        assert!(pdf.len() < limit, "{lang:?} report is {} bytes", pdf.len());
        let first = pdf_text(&pdf, 1, Some(1));
        assert!(first.contains("Aurora Diversified Trend"), "{first}");
        assert!(first.contains("Northwind Capital Management"));
        for label in labels {
            assert!(
                squeeze(&first).contains(label),
                "{lang:?}: {label} missing from {first}"
            );
        }
        let stats = &report.statistics;
        for figure in [
            percent(Some(stats.compounded_annual_return)),
            percent(Some(stats.max_drawdown)),
            decimal(stats.sharpe_ratio, 2),
            percent(stats.annualized_standard_deviation),
            decimal(
                stats.period_returns.correlation_sp500.and_then(|c| c.value),
                2,
            ),
        ] {
            assert!(
                first.contains(&figure),
                "{lang:?}: {figure} missing from page 1"
            );
        }
        let amount = if lang == Lang::En {
            "$1.5B"
        } else {
            "US$14.5亿"
        };
        assert!(first.contains(amount), "{lang:?}: {amount} missing");
    }
}

#[test]
fn estimated_months_are_marked() {
    let pdf = program_pdf(&support::program_report(Lang::En, 30)).expect("program report");
    let text = squeeze(&pdf_text(&pdf, 1, None));
    assert!(
        text.contains("E: an estimated return, not yet final."),
        "{text}"
    );
}

#[test]
fn strategy_markup_prints_literally() {
    let pdf = program_pdf(&support::program_report(Lang::En, 30)).expect("program report");
    let text = squeeze(&pdf_text(&pdf, 1, None));
    for literal in [
        "#set page(fill: red)",
        "$x^2$",
        "*not bold*",
        "_not emph_",
        "[link]",
        "\\ backslash",
        "<label> @ref `code` = not a heading",
    ] {
        assert!(text.contains(literal), "{literal} not printed literally");
    }
}

#[test]
fn blend_report_in_both_languages() {
    for (lang, limit, label, allocated) in [
        (
            Lang::En,
            300_000,
            "Performance (Hypothetical Blended)",
            "Allocated (USD)",
        ),
        (Lang::ZhHans, 500_000, "假设组合报告", "配置（USD）"),
    ] {
        let report = support::blend_report(lang);
        let pdf = blend_pdf(&report).expect("blend report");
        assert!(
            pdf.len() < limit,
            "{lang:?} blend report is {} bytes",
            pdf.len()
        );
        let first = pdf_text(&pdf, 1, Some(1));
        assert!(first.contains("Core Trend Blend"), "{first}");
        let stats = &report.figures.statistics;
        for figure in [
            percent(stats.period_returns.program.ytd_return),
            percent(Some(stats.compounded_annual_return)),
            percent(Some(stats.max_drawdown)),
            decimal(stats.sharpe_ratio, 2),
            percent(stats.annualized_standard_deviation),
            "$1,000,000".to_owned(),
            if lang == Lang::En { "1.5x" } else { "1.5 倍" }.to_owned(),
        ] {
            assert!(
                first.contains(&figure),
                "{lang:?}: {figure} missing from page 1:\n{first}"
            );
        }
        assert!(squeeze(&pdf_text(&pdf, 1, None)).contains(label));
        // The allocations' heading names the currency their amounts are summed in.
        assert!(squeeze(&first).contains(allocated), "{first}");
        if lang == Lang::En {
            assert!(squeeze(&first).contains(
                "Jan 1996 – Dec 2025; 1 of 3 programs from Jan 1996, 2 of 3 programs from Jun 2005, all 3 programs from Mar 2012"
            ), "coverage missing:\n{first}");
        }
    }
}

#[test]
fn a_blend_of_many_programs_renders() {
    let report = support::wide_blend_report(Lang::ZhHans, 20);
    let pdf = blend_pdf(&report).expect("blend report");
    assert!(pdf.len() < 500_000, "{} bytes", pdf.len());
    assert!(pdf_text(&pdf, 1, Some(1)).contains("20 programs"));
}

#[test]
fn a_blend_without_months_is_an_error() {
    let mut report = support::blend_report(Lang::En);
    report.programs.clear();
    assert!(matches!(blend_pdf(&report), Err(Error::NoData(_))));
    let mut report = support::blend_report(Lang::En);
    report.figures.statistics.vami.truncate(0);
    report.figures.statistics.return_count = 0;
    assert!(matches!(blend_pdf(&report), Err(Error::NoData(_))));
}
