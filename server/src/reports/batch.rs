//! The offline reports of `server report`: one program's, every public program's (rendered on
//! every core while the next ones are read), and those of a CSV file's series and blends, which
//! need no database.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use ::reports::{BlendProgram, BlendReport, GrowthLine, Lang, ProgramReport};
use analytics_core::relations::correlation_matrix;
use analytics_core::{blend_figures, program_statistics, ReturnSeries, StatisticsOptions};
use anyhow::Context;
use sqlx::Row;

use super::blend::{program_vami, rebase_at};
use super::program::{program_report, Shared};
use super::render::report_error;
use crate::access::may_see_program;
use crate::analyze::{blend_components, ConvertedBlend, SeriesTable};
use crate::error::Error;
use crate::storage::Db;

/// A report to render and the file to write it to.
pub struct Task {
    pub file_name: String,
    pub job: Job,
}

pub enum Job {
    Program(Box<ProgramReport>),
    Blend(Box<BlendReport>),
}

impl Job {
    fn render(&self) -> crate::error::Result<Vec<u8>> {
        match self {
            Job::Program(report) => {
                ::reports::program_pdf(report).map_err(|e| report_error(e, "no_returns"))
            }
            Job::Blend(report) => {
                ::reports::blend_pdf(report).map_err(|e| report_error(e, "no_months"))
            }
        }
    }
}

/// What a batch did.
#[derive(Debug, Default)]
pub struct Summary {
    pub written: usize,
    pub bytes: u64,
    /// The largest file and its size.
    pub largest: Option<(String, u64)>,
    /// Each report that failed, with why.
    pub failed: Vec<(String, String)>,
    /// Each program left out, with why (no returns: nothing to report).
    pub skipped: Vec<(String, String)>,
}

impl Summary {
    fn wrote(&mut self, file_name: &str, bytes: u64) {
        self.written += 1;
        self.bytes += bytes;
        if self.largest.as_ref().is_none_or(|(_, size)| bytes > *size) {
            self.largest = Some((file_name.to_owned(), bytes));
        }
    }
}

/// Reports rendered on `workers` threads as they are submitted, each written into `out_dir`.
/// `progress` is called after each report, rendered or failed.
pub struct Pool {
    sender: Option<std::sync::mpsc::SyncSender<Task>>,
    workers: Vec<std::thread::JoinHandle<()>>,
    summary: Arc<Mutex<Summary>>,
}

type Progress = Arc<dyn Fn() + Send + Sync>;

impl Pool {
    pub fn start(workers: usize, out_dir: &Path, progress: Progress) -> Pool {
        let workers = workers.max(1);
        // A few reports read ahead per worker: enough to keep every core busy, few enough that a
        // batch of hundreds never holds them all in memory.
        let (sender, receiver) = std::sync::mpsc::sync_channel::<Task>(workers * 2);
        let receiver = Arc::new(Mutex::new(receiver));
        let summary = Arc::new(Mutex::new(Summary::default()));
        let handles = (0..workers)
            .map(|_| {
                let receiver = Arc::clone(&receiver);
                let summary = Arc::clone(&summary);
                let progress = Arc::clone(&progress);
                let out_dir = out_dir.to_path_buf();
                std::thread::spawn(move || loop {
                    let next = receiver
                        .lock()
                        .unwrap_or_else(|poisoned| poisoned.into_inner())
                        .recv();
                    let Ok(task) = next else { break };
                    let outcome = task.job.render().map_err(|e| describe(&e)).and_then(|pdf| {
                        let path = out_dir.join(&task.file_name);
                        std::fs::write(&path, &pdf)
                            .map(|()| pdf.len() as u64)
                            .map_err(|e| format!("cannot write {}: {e}", path.display()))
                    });
                    {
                        let mut summary = summary
                            .lock()
                            .unwrap_or_else(|poisoned| poisoned.into_inner());
                        match outcome {
                            Ok(bytes) => summary.wrote(&task.file_name, bytes),
                            Err(why) => summary.failed.push((task.file_name, why)),
                        }
                    }
                    progress();
                })
            })
            .collect();
        Pool {
            sender: Some(sender),
            workers: handles,
            summary,
        }
    }

    /// Queues a report, waiting (off the async runtime) while every worker is busy and the
    /// queue is full.
    pub async fn submit(&self, task: Task) -> anyhow::Result<()> {
        let sender = self.sender.clone().context("the pool is finished")?;
        tokio::task::spawn_blocking(move || sender.send(task))
            .await?
            .map_err(|_| anyhow::anyhow!("every report worker stopped"))
    }

    /// A failure before rendering (reading the report's data), counted with the rest.
    pub fn failed(&self, name: String, why: String) {
        self.lock().failed.push((name, why));
    }

    /// A program left out.
    pub fn skipped(&self, name: String, why: String) {
        self.lock().skipped.push((name, why));
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Summary> {
        self.summary
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Waits for every queued report and answers what the batch did.
    pub async fn finish(mut self) -> anyhow::Result<Summary> {
        self.sender = None;
        let workers = std::mem::take(&mut self.workers);
        tokio::task::spawn_blocking(move || {
            for worker in workers {
                worker
                    .join()
                    .map_err(|_| anyhow::anyhow!("a report worker panicked"))?;
            }
            anyhow::Ok(())
        })
        .await??;
        Ok(std::mem::take(&mut *self.lock()))
    }
}

/// An error as one line, with its cause for a server error.
fn describe(error: &Error) -> String {
    match error {
        Error::Internal(cause) => format!("{cause:#}"),
        other => other.to_string(),
    }
}

/// One program's report as the public sees it, rendered now; answers it and its file name.
/// A program the public may not see (hidden, pending, of a company that is not active) is
/// refused like an unknown one.
pub async fn one_program(
    db: &Db,
    group_uri: &str,
    program_uri: &str,
    lang: Lang,
) -> anyhow::Result<(Vec<u8>, String)> {
    let shared = Shared::read(db).await?;
    let (report, file_name) =
        match program_report(db, &shared, None, group_uri, program_uri, lang).await {
            Ok(found) => found,
            Err(Error::NotFound) => anyhow::bail!(
                "no public program {group_uri}/{program_uri}: it does not exist, or it is hidden \
                 or not approved, or its company is not active"
            ),
            Err(Error::Unprocessable(_)) => {
                anyhow::bail!("{group_uri}/{program_uri} has no returns to report")
            }
            Err(error) => return Err(error.into()),
        };
    let pdf = tokio::task::spawn_blocking(move || Job::Program(Box::new(report)).render())
        .await?
        .map_err(|e| anyhow::anyhow!(describe(&e)))?;
    Ok((pdf, file_name))
}

/// Every program the public sees, `(group URI, program URI)`, by company and program.
pub async fn public_programs(db: &Db) -> anyhow::Result<Vec<(String, String)>> {
    let rows = sqlx::query(
        "SELECT g.group_uri, p.program_uri, p.group_id, g.group_status_id, p.program_status_id, \
         p.hide_program FROM programs p JOIN groups g ON g.id = p.group_id \
         ORDER BY g.group_uri, p.program_uri",
    )
    .fetch_all(&db.pool)
    .await?;
    let mut programs = Vec::new();
    for row in rows {
        let visible = may_see_program(
            None,
            row.try_get("group_id")?,
            row.try_get("group_status_id")?,
            row.try_get("program_status_id")?,
            row.try_get::<i64, _>("hide_program")? != 0,
        );
        if visible {
            programs.push((row.try_get("group_uri")?, row.try_get("program_uri")?));
        }
    }
    Ok(programs)
}

/// Reads every public program's report into `pool`, named `<group>--<program>-<YYYY-MM>.pdf`;
/// a program without returns is skipped, one that cannot be read is counted as failed.
pub async fn all_programs(
    db: &Db,
    programs: &[(String, String)],
    lang: Lang,
    pool: &Pool,
) -> anyhow::Result<()> {
    let shared = Shared::read(db).await?;
    for (group_uri, program_uri) in programs {
        let name = format!("{group_uri}/{program_uri}");
        match program_report(db, &shared, None, group_uri, program_uri, lang).await {
            Ok((report, file_name)) => {
                let task = Task {
                    file_name: format!("{group_uri}--{file_name}"),
                    job: Job::Program(Box::new(report)),
                };
                pool.submit(task).await?;
            }
            Err(Error::Unprocessable(_)) => pool.skipped(name, "no returns".to_owned()),
            Err(error) => pool.failed(name, describe(&error)),
        }
    }
    Ok(())
}

/// The reports of a CSV file's series (each column, named after it, of company `source`) and
/// of `blends` of its columns, as the site would print them: the default options, `benchmark`
/// as the chart's S&P 500 line, each blend's amounts in its base currency. Errors name the
/// column or blend at fault.
pub fn csv_reports(
    table: &SeriesTable,
    source: &str,
    benchmark: Option<&str>,
    blends: &[ConvertedBlend],
    normalized: bool,
    lang: Lang,
) -> anyhow::Result<Vec<Task>> {
    let benchmark = match benchmark {
        Some(name) => Some((
            name,
            table
                .series(name)
                .with_context(|| format!("benchmark column '{name}' is not in the file"))?,
        )),
        None => None,
    };
    let options = StatisticsOptions::default();
    let mut tasks = Vec::new();
    let mut taken = Vec::new();
    let mut file_name = |name: &str, last: analytics_core::YearMonth| {
        let base = crate::slug::free_uri(&crate::slug::of(name, "series"), &taken);
        taken.push(base.clone());
        format!("{base}-{last}.pdf")
    };
    for (column, series) in &table.columns {
        let statistics = program_statistics(series, benchmark.map(|b| b.1), &options);
        tasks.push(Task {
            file_name: file_name(column, series.last_month()),
            job: Job::Program(Box::new(ProgramReport {
                lang,
                data_month: series.last_month(),
                program_name: column.clone(),
                company_name: source.to_owned(),
                inception: None,
                assets_under_management: None,
                terms: Default::default(),
                strategy: None,
                statistics,
                sp500: benchmark.map(|b| b.1.clone()),
            })),
        });
    }
    for blend in blends {
        let report = csv_blend(table, source, blend, benchmark, normalized, lang)?;
        tasks.push(Task {
            file_name: file_name(&blend.name, report.data_month),
            job: Job::Blend(Box::new(report)),
        });
    }
    Ok(tasks)
}

fn csv_blend(
    table: &SeriesTable,
    source: &str,
    blend: &ConvertedBlend,
    benchmark: Option<(&str, &ReturnSeries)>,
    normalized: bool,
    lang: Lang,
) -> anyhow::Result<BlendReport> {
    let components = blend_components(table, blend)?;
    let all: Vec<&ReturnSeries> = components.iter().map(|c| c.series).collect();
    let figures = blend_figures(
        &components,
        normalized,
        benchmark.map(|b| b.1),
        &StatisticsOptions::default(),
        correlation_matrix(&all),
    )
    .with_context(|| format!("blend '{}'", blend.name))?;
    let start = figures.statistics.vami.first().map(|point| point.month);
    let line = |label: &str, series: &ReturnSeries| {
        let vami = program_vami(series);
        GrowthLine {
            label: label.to_owned(),
            vami: start.map_or_else(|| vami.clone(), |start| rebase_at(&vami, start)),
        }
    };
    let mut comparisons: Vec<GrowthLine> = blend
        .columns()
        .into_iter()
        .zip(&all)
        .map(|(column, series)| line(column, series))
        .collect();
    if let Some((name, series)) = benchmark {
        comparisons.push(line(name, series));
    }
    Ok(BlendReport {
        lang,
        data_month: figures.statistics.last_month,
        blend_name: blend.name.clone(),
        base_currency: blend.base_currency.clone(),
        programs: blend
            .allocations
            .iter()
            .zip(&all)
            .map(|(allocation, series)| BlendProgram {
                program_name: allocation.conversion.column.clone(),
                company_name: source.to_owned(),
                currency: allocation.conversion.currency.clone(),
                span: Some((series.first_month(), series.last_month())),
            })
            .collect(),
        figures,
        comparisons,
    })
}

/// `out_dir`, created when missing.
pub fn output_dir(out_dir: &Path) -> anyhow::Result<PathBuf> {
    std::fs::create_dir_all(out_dir)
        .with_context(|| format!("cannot create {}", out_dir.display()))?;
    Ok(out_dir.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyze::{parse_series_table, BlendSpec, Money, RateSpec};

    const TABLE: &str = "date,Alpha Trend,B,SPX\n2024-01,0.10,0.02,0.01\n2024-02,-0.05,,0.02\n\
                         2024-03,0.02,0.01,-0.03\n";

    /// `spec` with its amounts in `base` at `rates`.
    fn blends(spec: &str, rates: &[&str], base: &str) -> Vec<ConvertedBlend> {
        let rates: Vec<RateSpec> = rates.iter().map(|rate| rate.parse().unwrap()).collect();
        let spec: BlendSpec = spec.parse().unwrap();
        Money::new(&rates, base).unwrap().convert(&[spec]).unwrap()
    }

    #[test]
    fn a_csv_file_gives_a_report_per_series_and_per_blend() {
        let table = parse_series_table(TABLE).unwrap();
        let blends = blends("Mix=Alpha Trend:100:1,B:100:2", &[], "USD");
        let tasks = csv_reports(&table, "file.csv", Some("SPX"), &blends, false, Lang::En).unwrap();
        let names: Vec<&str> = tasks.iter().map(|t| t.file_name.as_str()).collect();
        assert_eq!(
            names,
            [
                "alpha-trend-2024-03.pdf",
                "b-2024-03.pdf",
                "spx-2024-03.pdf",
                "mix-2024-03.pdf"
            ]
        );
        let Job::Blend(blend) = &tasks[3].job else {
            panic!("a blend")
        };
        assert_eq!(blend.programs.len(), 2);
        // Both components and the benchmark, each from 1000 at the blend's start.
        assert_eq!(blend.comparisons.len(), 3);
        assert!(blend
            .comparisons
            .iter()
            .all(|line| line.vami[0].value == 1000.0));
    }

    #[test]
    fn a_blend_report_shows_its_amounts_in_its_base_currency() {
        let table = parse_series_table(TABLE).unwrap();
        let blends = blends(
            "Mix=Alpha Trend:1000:1:GBP,B:1000:2",
            &["GBP=1.25", "EUR=1.1"],
            "EUR",
        );
        let tasks = csv_reports(&table, "file.csv", None, &blends, false, Lang::En).unwrap();
        let Job::Blend(blend) = &tasks[3].job else {
            panic!("a blend")
        };
        assert_eq!(blend.base_currency, "EUR");
        let currencies: Vec<&str> = blend.programs.iter().map(|p| p.currency.as_str()).collect();
        assert_eq!(currencies, ["GBP", "USD"]);
        let amounts: Vec<f64> = blend.figures.allocations.iter().map(|a| a.amount).collect();
        assert_eq!(amounts, [1000.0 * 1.25 / 1.1, 1000.0 / 1.1]);
    }

    #[test]
    fn an_unknown_column_is_named() {
        let table = parse_series_table(TABLE).unwrap();
        let error = csv_reports(&table, "f", Some("NDX"), &[], false, Lang::En)
            .err()
            .unwrap();
        assert!(error.to_string().contains("NDX"));
        let blends = blends("Mix=A:100:1", &[], "USD");
        let error = csv_reports(&table, "f", None, &blends, false, Lang::En)
            .err()
            .unwrap();
        assert!(error.to_string().contains("'A'"));
    }
}
