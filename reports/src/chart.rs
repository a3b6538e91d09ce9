//! Line charts as SVG, drawn from the same monthly series the page charts: typst places them as
//! vector images and renders their text with the report's fonts.

use std::fmt::Write;

use analytics_core::series::MonthValue;

use crate::format;
use crate::Lang;

/// One line of a chart.
pub struct Line<'a> {
    pub label: &'a str,
    pub color: &'static str,
    pub points: &'a [MonthValue],
    /// Fill between the line and zero (the underwater chart).
    pub filled: bool,
}

/// How values are written on the vertical axis.
#[derive(Clone, Copy)]
pub enum Values {
    /// Growth of 1,000: whole numbers with thousands separators.
    Growth,
    /// Fractions written as percents.
    Percent,
}

/// The line colours, in order: the site's primary blue, then distinct, print-safe hues.
pub const PALETTE: [&str; 8] = [
    "#1f5fa8", "#d9822b", "#2e8b57", "#8e44ad", "#c0392b", "#16a085", "#7f8c8d", "#b7950b",
];
/// The S&P 500's colour.
pub const BENCHMARK_COLOR: &str = "#7a7a7a";

const WIDTH: f64 = 760.0;
const HEIGHT: f64 = 250.0;
const LEFT: f64 = 58.0;
const RIGHT: f64 = 12.0;
const TOP: f64 = 26.0;
const BOTTOM: f64 = 22.0;

/// Whether a growth chart should use a logarithmic axis: when its lines span a factor of 4 or
/// more, a linear axis would flatten the early years of a long record into the floor.
pub fn wants_log(lines: &[Line<'_>]) -> bool {
    let (low, high) = range(lines);
    low > 0.0 && high / low >= 4.0
}

fn range(lines: &[Line<'_>]) -> (f64, f64) {
    let mut low = f64::INFINITY;
    let mut high = f64::NEG_INFINITY;
    for point in lines.iter().flat_map(|line| line.points) {
        if point.value.is_finite() {
            low = low.min(point.value);
            high = high.max(point.value);
        }
    }
    (low, high)
}

/// `text` as XML character data; control characters, which XML cannot hold, are dropped.
fn escape(text: &str) -> String {
    let text: String = text.chars().filter(|c| !c.is_control()).collect();
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Round tick values covering `low..=high` on a linear axis, about five of them.
fn linear_ticks(low: f64, high: f64) -> Vec<f64> {
    let span = (high - low).max(f64::EPSILON);
    let raw = span / 5.0;
    let magnitude = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 2.5, 5.0, 10.0]
        .into_iter()
        .map(|factor| factor * magnitude)
        .find(|step| span / step <= 6.0)
        .unwrap_or(10.0 * magnitude);
    let mut ticks = Vec::new();
    let mut tick = (low / step).ceil() * step;
    while tick <= high + step * 1e-9 {
        ticks.push(if tick.abs() < step * 1e-9 { 0.0 } else { tick });
        tick += step;
    }
    ticks
}

/// 1, 2 and 5 times the powers of ten within `low..=high`, thinned to the powers alone when there
/// would be too many.
fn log_ticks(low: f64, high: f64) -> Vec<f64> {
    let mut ticks = Vec::new();
    let first = low.log10().floor() as i32;
    let last = high.log10().ceil() as i32;
    for exponent in first..=last {
        for factor in [1.0, 2.0, 5.0] {
            let tick = factor * 10f64.powi(exponent);
            if tick >= low && tick <= high {
                ticks.push(tick);
            }
        }
    }
    if ticks.len() > 8 {
        ticks.retain(|tick| (tick.log10().fract()).abs() < 1e-9);
    }
    ticks
}

/// A line chart of `lines` with month/year ticks, value labels and a legend.
pub fn line_chart(lines: &[Line<'_>], values: Values, log: bool, lang: Lang) -> String {
    let (mut low, mut high) = range(lines);
    if !low.is_finite() {
        (low, high) = (0.0, 1.0);
    }
    if matches!(values, Values::Percent) {
        high = high.max(0.0);
        low = low.min(0.0);
    }
    if high - low < 1e-9 {
        high = low + 1.0;
    }
    let log = log && low > 0.0;
    let pad = if log { 1.0 } else { (high - low) * 0.04 };
    let (low, high) = if log {
        (low / 1.05, high * 1.05)
    } else {
        (
            low - pad * f64::from(u8::from(low < 0.0 || !matches!(values, Values::Percent))),
            high + pad,
        )
    };
    let months: Vec<i32> = lines
        .iter()
        .flat_map(|line| line.points)
        .map(|point| point.month.ordinal())
        .collect();
    let first = months.iter().copied().min().unwrap_or(0);
    let last = months
        .iter()
        .copied()
        .max()
        .unwrap_or(first + 1)
        .max(first + 1);

    let plot_w = WIDTH - LEFT - RIGHT;
    let plot_h = HEIGHT - TOP - BOTTOM;
    let x = |ordinal: i32| LEFT + f64::from(ordinal - first) / f64::from(last - first) * plot_w;
    let scale = |value: f64| {
        if log {
            (value.ln() - low.ln()) / (high.ln() - low.ln())
        } else {
            (value - low) / (high - low)
        }
    };
    let y = |value: f64| TOP + (1.0 - scale(value)) * plot_h;

    let mut svg = String::with_capacity(16 * 1024);
    let _ = write!(
        svg,
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" font-family="Noto Sans, Noto Sans CJK SC" font-size="9" fill="#333">"##
    );
    // Value grid and labels.
    let ticks = if log {
        log_ticks(low, high)
    } else {
        linear_ticks(low, high)
    };
    for tick in ticks {
        let ty = y(tick);
        let label = match values {
            Values::Growth => format::decimal(Some(tick), 0),
            Values::Percent => format!("{}%", format::decimal(Some(tick * 100.0), 0)),
        };
        let stroke = if tick == 0.0 { "#999" } else { "#e3e3e3" };
        let _ = write!(
            svg,
            r##"<line x1="{LEFT}" x2="{:.1}" y1="{ty:.1}" y2="{ty:.1}" stroke="{stroke}" stroke-width="0.6"/><text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"##,
            WIDTH - RIGHT,
            LEFT - 4.0,
            ty + 3.0,
            escape(&label)
        );
    }
    // Year ticks: every 1, 2, 5 or 10 years, at most about ten labels.
    let years = f64::from(last - first) / 12.0;
    let step = [1, 2, 5, 10, 20]
        .into_iter()
        .find(|step| years / f64::from(*step) <= 10.0)
        .unwrap_or(25);
    let first_year = first.div_euclid(12) + 1;
    let mut year = first_year + (step - first_year.rem_euclid(step)) % step;
    while year * 12 <= last {
        let tx = x(year * 12);
        let label = match lang {
            Lang::En => year.to_string(),
            Lang::ZhHans => format!("{year}年"),
        };
        let _ = write!(
            svg,
            r##"<line x1="{tx:.1}" x2="{tx:.1}" y1="{TOP}" y2="{:.1}" stroke="#f0f0f0" stroke-width="0.6"/><text x="{tx:.1}" y="{:.1}" text-anchor="middle">{label}</text>"##,
            HEIGHT - BOTTOM,
            HEIGHT - BOTTOM + 12.0
        );
        year += step;
    }
    // The lines, the first drawn last so it lies on top.
    for line in lines.iter().rev() {
        let mut path = String::with_capacity(line.points.len() * 14);
        for (index, point) in line.points.iter().enumerate() {
            if !point.value.is_finite() || (log && point.value <= 0.0) {
                continue;
            }
            let command = if index == 0 { 'M' } else { 'L' };
            let _ = write!(
                path,
                "{command}{:.1} {:.1}",
                x(point.month.ordinal()),
                y(point.value)
            );
        }
        if line.filled {
            if let (Some(start), Some(end)) = (line.points.first(), line.points.last()) {
                let zero = y(0.0);
                let _ = write!(
                    svg,
                    r##"<path d="{path}L{:.1} {zero:.1}L{:.1} {zero:.1}Z" fill="{}" fill-opacity="0.25" stroke="none"/>"##,
                    x(end.month.ordinal()),
                    x(start.month.ordinal()),
                    line.color
                );
            }
        }
        let _ = write!(
            svg,
            r##"<path d="{path}" fill="none" stroke="{}" stroke-width="1.2" stroke-linejoin="round"/>"##,
            line.color
        );
    }
    // Legend, above the plot.
    let mut lx = LEFT;
    for line in lines {
        let _ = write!(
            svg,
            r##"<rect x="{lx:.1}" y="8" width="12" height="3" fill="{}"/><text x="{:.1}" y="13">{}</text>"##,
            line.color,
            lx + 16.0,
            escape(line.label)
        );
        // Wide enough for the label: CJK glyphs are about twice a Latin glyph's width.
        let width: f64 = line
            .label
            .chars()
            .map(|c| if c.is_ascii() { 5.2 } else { 9.5 })
            .sum();
        lx += 16.0 + width + 14.0;
    }
    svg.push_str("</svg>");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;
    use analytics_core::month::YearMonth;

    fn point(month: YearMonth, value: f64) -> MonthValue {
        MonthValue { month, value }
    }

    #[test]
    fn ticks_are_round() {
        assert_eq!(
            linear_ticks(0.0, 1000.0),
            vec![0.0, 200.0, 400.0, 600.0, 800.0, 1000.0]
        );
        assert_eq!(log_ticks(900.0, 6000.0), vec![1000.0, 2000.0, 5000.0]);
    }

    #[test]
    fn labels_are_escaped() {
        let points = [
            point(YearMonth::of(2020, 1), 1000.0),
            point(YearMonth::of(2021, 1), 1100.0),
        ];
        let svg = line_chart(
            &[Line {
                label: "A<&>B",
                color: PALETTE[0],
                points: &points,
                filled: false,
            }],
            Values::Growth,
            false,
            Lang::En,
        );
        assert!(svg.contains("A&lt;&amp;&gt;B"));
        assert!(!svg.contains("A<&>B"));
    }
}
