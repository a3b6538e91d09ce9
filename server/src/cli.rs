//! The command line: `serve` (default), `migrate`, `seed-demo`, `create-admin`, `recompute`,
//! `analyze`, `report`, `exchange-rates import`, `alerts new-programs`, `openapi`.

use std::process::ExitCode;

use anyhow::Context;
use clap::{Parser, Subcommand};
use tracing_subscriber::EnvFilter;

use crate::app;
use crate::config::Config;
use crate::state::AppState;
use crate::storage::Db;
use crate::{accounts, seed};

#[derive(Parser)]
#[command(
    name = "server",
    version,
    about = "CTA Atlas: managed-futures directory and analytics"
)]
struct Cli {
    #[command(flatten)]
    config: Config,
    /// Log as JSON lines instead of human-readable text.
    #[arg(long, env = "LOG_JSON", global = true)]
    log_json: bool,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Apply migrations and serve the site (the default).
    Serve,
    /// Apply the database migrations and exit.
    Migrate,
    /// Load the deterministic demo dataset (companies, programs, returns, users).
    SeedDemo {
        /// Do nothing when the database already holds programs.
        #[arg(long)]
        if_empty: bool,
    },
    /// Create an administrator account (or give an existing account the role).
    CreateAdmin {
        #[arg(long)]
        email: String,
        #[arg(long)]
        password: String,
    },
    /// Recompute every program's statistics and listing row from its stored returns, then every
    /// index, ranking and award.
    Recompute {
        /// Only the indexes, rankings and awards (from the stored programs).
        #[arg(long)]
        indexes_only: bool,
    },
    /// Print every statistic of the series in a CSV file as one JSON document (offline).
    Analyze {
        /// CSV with a `date` column (YYYY-MM) and one column of fractional returns per series.
        #[arg(long)]
        input: std::path::PathBuf,
        /// The column to use as the benchmark (period returns and correlation against it).
        #[arg(long)]
        benchmark: Option<String>,
        /// Annual risk-free rate of the Sharpe ratios, as a fraction.
        #[arg(long, default_value_t = 0.01)]
        rf: f64,
        /// A blend: NAME=COLUMN:AMOUNT:LEVERAGE[:CURRENCY],... (repeatable); each amount in its
        /// currency (three capital letters, USD when left out).
        #[arg(long)]
        blend: Vec<crate::analyze::BlendSpec>,
        /// An exchange rate: CUR=USD_PER_UNIT, the US dollars one unit is worth (repeatable).
        /// Every currency a blend names needs one, but USD (always 1).
        #[arg(long)]
        rate: Vec<crate::analyze::RateSpec>,
        /// The currency each blend sums its amounts in (it needs a --rate unless USD).
        #[arg(long, default_value = "USD", value_parser = crate::analyze::currency_code)]
        base_currency: String,
        /// Blend only the months every component has.
        #[arg(long)]
        normalized: bool,
        /// Optimize each blend's weights: maxSharpe, minVolatility, riskParity or minCorrelation
        /// (with the --benchmark column), over the months its programs share.
        #[arg(long, requires = "blend")]
        optimize: Option<analytics_core::optimize::Objective>,
        /// With --optimize: each program's lowest weight, a fraction of the blend's amount.
        #[arg(long, default_value_t = 0.0, requires = "optimize")]
        min_weight: f64,
        /// With --optimize: each program's highest weight.
        #[arg(long, default_value_t = 1.0, requires = "optimize")]
        max_weight: f64,
        /// With --optimize: points of the efficient frontier.
        #[arg(long, default_value_t = 20, requires = "optimize",
              value_parser = clap::value_parser!(u8).range(2..=50))]
        frontier_points: u8,
    },
    /// Print reports (PDF) offline: a program's, every public program's, a CSV file's series'.
    Report {
        #[command(subcommand)]
        command: ReportCommand,
    },
    /// Maintain the monthly exchange rates the listings compare money by.
    ExchangeRates {
        #[command(subcommand)]
        command: ExchangeRatesCommand,
    },
    /// Send the mails of subscriptions that are due.
    Alerts {
        #[command(subcommand)]
        command: AlertsCommand,
    },
    /// Print the OpenAPI document.
    Openapi,
}

#[derive(Subcommand)]
enum AlertsCommand {
    /// Mail each member with new-program alerts on the programs first activated since their last
    /// alert (at most one mail a day each; `serve` also does this every hour).
    NewPrograms,
}

#[derive(Subcommand)]
enum ReportCommand {
    /// One program's report, as the public sees it (a hidden or pending program is refused).
    Program {
        /// The program's address: GROUP/PROGRAM, as in its page's URL.
        #[arg(long)]
        uri: String,
        /// `en` or `zh-hans`.
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: ::reports::Lang,
        /// The PDF file to write; `<program>-<YYYY-MM>.pdf` in the current folder by default.
        #[arg(long)]
        out: Option<std::path::PathBuf>,
    },
    /// Every public program's report into a folder, rendered on every core, with a progress bar.
    /// A program that fails is reported and the rest go on; the exit status says if any failed.
    All {
        /// The folder to write `<group>--<program>-<YYYY-MM>.pdf` files into (created if missing).
        #[arg(long)]
        out_dir: std::path::PathBuf,
        /// `en` or `zh-hans`.
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: ::reports::Lang,
        /// Reports rendered at once; every core by default.
        #[arg(long)]
        jobs: Option<usize>,
    },
    /// A report for each series of a CSV file and for each blend of its columns (as `analyze`
    /// reads them), with no database.
    Csv {
        /// CSV with a `date` column (YYYY-MM) and one column of fractional returns per series.
        #[arg(long)]
        input: std::path::PathBuf,
        /// A blend: NAME=COLUMN:AMOUNT:LEVERAGE[:CURRENCY],... (repeatable); each amount in its
        /// currency (three capital letters, USD when left out).
        #[arg(long)]
        blend: Vec<crate::analyze::BlendSpec>,
        /// An exchange rate: CUR=USD_PER_UNIT, the US dollars one unit is worth (repeatable).
        /// Every currency a blend names needs one, but USD (always 1).
        #[arg(long)]
        rate: Vec<crate::analyze::RateSpec>,
        /// The currency each blend sums its amounts in (it needs a --rate unless USD).
        #[arg(long, default_value = "USD", value_parser = crate::analyze::currency_code)]
        base_currency: String,
        /// The column charted as the S&P 500 (period returns and correlation against it).
        #[arg(long)]
        benchmark: Option<String>,
        /// Blend only the months every component has.
        #[arg(long)]
        normalized: bool,
        /// `en` or `zh-hans`.
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: ::reports::Lang,
        /// The folder to write the PDF files into (created if missing).
        #[arg(long)]
        out_dir: std::path::PathBuf,
    },
}

fn parse_lang(code: &str) -> Result<::reports::Lang, String> {
    ::reports::Lang::from_code(code).ok_or_else(|| format!("'{code}': expected en or zh-hans"))
}

#[derive(Subcommand)]
enum ExchangeRatesCommand {
    /// Store the rates of a CSV file (`currency,month,usdPerUnit`, month as YYYY-MM), checked as
    /// the administrators' upload checks it: a file with any problem stores nothing.
    Import {
        /// The CSV file (at most 1 MiB and 10,000 rows).
        file: std::path::PathBuf,
    },
}

/// Runs the command line; errors are reported and turned into a failing exit code.
pub async fn main() -> ExitCode {
    let cli = Cli::parse();
    init_tracing(cli.log_json);
    match run(cli).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!("{error:#}");
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

async fn run(cli: Cli) -> anyhow::Result<()> {
    let config = cli.config;
    tracing::debug!(?config, "configuration");
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => {
            // A site that cannot print would answer every Print with a 500: refuse to start.
            ::reports::check_fonts().context("the print reports' fonts")?;
            let db = open_database(&config).await?;
            let jwt_secret = crate::secret::load_or_create_jwt_secret(
                config.jwt_secret.as_deref(),
                &config.data_dir,
            )?;
            let state = AppState::new(db, config, &jwt_secret)?;
            tokio::spawn(crate::new_program_alerts::run_every_hour(state.clone()));
            app::serve(state).await
        }
        Command::Migrate => {
            let db = open_database(&config).await?;
            println!("migrations applied ({})", db.engine.name());
            Ok(())
        }
        Command::SeedDemo { if_empty } => {
            let db = open_database(&config).await?;
            let report = seed::seed_demo(&db, &config.data_dir, if_empty).await?;
            println!("{report}");
            Ok(())
        }
        Command::CreateAdmin { email, password } => {
            let db = open_database(&config).await?;
            let user_id = accounts::create_admin(&db, &email, &password).await?;
            println!("administrator {email} (user {user_id})");
            Ok(())
        }
        Command::Recompute { indexes_only } => {
            let db = open_database(&config).await?;
            if !indexes_only {
                recompute_programs(&db).await?;
            }
            recompute_indexes(&db).await
        }
        Command::Analyze {
            input,
            benchmark,
            rf,
            blend,
            rate,
            base_currency,
            normalized,
            optimize,
            min_weight,
            max_weight,
            frontier_points,
        } => {
            let blend = crate::analyze::Money::new(&rate, &base_currency)?.convert(&blend)?;
            let text = crate::analyze::read_input(&input)?;
            let table = crate::analyze::parse_series_table(&text)?;
            let mut analysis =
                crate::analyze::analyze(&table, benchmark.as_deref(), rf, &blend, normalized)?;
            if let Some(objective) = optimize {
                let spec = crate::analyze::OptimizeSpec {
                    objective,
                    min_weight,
                    max_weight,
                    frontier_points: usize::from(frontier_points),
                };
                analysis.optimizations = crate::analyze::optimize_blends(
                    &table,
                    benchmark.as_deref(),
                    rf,
                    &blend,
                    normalized,
                    &spec,
                )?;
            }
            println!("{}", serde_json::to_string_pretty(&analysis)?);
            Ok(())
        }
        Command::Report { command } => report(&config, command).await,
        Command::ExchangeRates {
            command: ExchangeRatesCommand::Import { file },
        } => {
            let db = open_database(&config).await?;
            import_exchange_rates(&db, &file).await
        }
        Command::Alerts {
            command: AlertsCommand::NewPrograms,
        } => {
            let db = open_database(&config).await?;
            let jwt_secret = crate::secret::load_or_create_jwt_secret(
                config.jwt_secret.as_deref(),
                &config.data_dir,
            )?;
            let state = AppState::new(db, config, &jwt_secret)?;
            let mailed =
                crate::new_program_alerts::send_due(&state, time::OffsetDateTime::now_utc())
                    .await?;
            println!("new-program alerts: {mailed} mail(s) sent");
            Ok(())
        }
        Command::Openapi => {
            let document = crate::app::document_json(&crate::app::api_document());
            println!("{}", serde_json::to_string_pretty(&document)?);
            Ok(())
        }
    }
}

/// `server report …`.
async fn report(config: &Config, command: ReportCommand) -> anyhow::Result<()> {
    use crate::reports::batch;

    ::reports::check_fonts().context("the print reports' fonts")?;
    match command {
        ReportCommand::Program { uri, lang, out } => {
            let (group_uri, program_uri) = uri
                .split_once('/')
                .with_context(|| format!("'{uri}': expected GROUP/PROGRAM"))?;
            let db = open_database(config).await?;
            // Reading and rendering, as a request costs (the fonts are already read).
            let started = std::time::Instant::now();
            let (pdf, file_name) = batch::one_program(&db, group_uri, program_uri, lang).await?;
            let took = started.elapsed();
            let path = out.unwrap_or_else(|| file_name.into());
            std::fs::write(&path, &pdf)
                .with_context(|| format!("cannot write {}", path.display()))?;
            println!(
                "{} ({} KB, made in {} ms)",
                path.display(),
                pdf.len().div_ceil(1024),
                took.as_millis()
            );
            Ok(())
        }
        ReportCommand::All {
            out_dir,
            lang,
            jobs,
        } => {
            let out_dir = batch::output_dir(&out_dir)?;
            let db = open_database(config).await?;
            let programs = batch::public_programs(&db).await?;
            let bar = indicatif::ProgressBar::new(programs.len() as u64).with_style(
                indicatif::ProgressStyle::with_template(
                    "{spinner} reports [{bar:40}] {pos}/{len} ({elapsed}, {eta} left)",
                )?
                .progress_chars("=> "),
            );
            let workers =
                jobs.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
            let started = std::time::Instant::now();
            let ticker = bar.clone();
            let pool = batch::Pool::start(
                workers,
                &out_dir,
                std::sync::Arc::new(move || {
                    ticker.inc(1);
                }),
            );
            let read = batch::all_programs(&db, &programs, lang, &pool).await;
            let summary = pool.finish().await?;
            read?;
            bar.finish();
            print_summary(&summary, started.elapsed(), &out_dir)
        }
        ReportCommand::Csv {
            input,
            blend,
            rate,
            base_currency,
            benchmark,
            normalized,
            lang,
            out_dir,
        } => {
            let blend = crate::analyze::Money::new(&rate, &base_currency)?.convert(&blend)?;
            let text = crate::analyze::read_input(&input)?;
            let table = crate::analyze::parse_series_table(&text)?;
            let source = input
                .file_name()
                .map_or_else(String::new, |name| name.to_string_lossy().into_owned());
            let tasks = batch::csv_reports(
                &table,
                &source,
                benchmark.as_deref(),
                &blend,
                normalized,
                lang,
            )?;
            let out_dir = batch::output_dir(&out_dir)?;
            let started = std::time::Instant::now();
            let workers = std::thread::available_parallelism().map_or(1, usize::from);
            let pool = batch::Pool::start(workers, &out_dir, std::sync::Arc::new(|| {}));
            for task in tasks {
                pool.submit(task).await?;
            }
            let summary = pool.finish().await?;
            print_summary(&summary, started.elapsed(), &out_dir)
        }
    }
}

/// What a batch wrote, each failure on stderr; an error when any report failed.
fn print_summary(
    summary: &crate::reports::batch::Summary,
    took: std::time::Duration,
    out_dir: &std::path::Path,
) -> anyhow::Result<()> {
    for (name, why) in &summary.skipped {
        eprintln!("skipped {name}: {why}");
    }
    for (name, why) in &summary.failed {
        eprintln!("failed {name}: {why}");
    }
    let largest = summary
        .largest
        .as_ref()
        .map(|(name, bytes)| format!(", largest {name} ({} KB)", bytes.div_ceil(1024)))
        .unwrap_or_default();
    println!(
        "wrote {} reports ({} KB) into {} in {:.1} s{largest}; {} skipped, {} failed",
        summary.written,
        summary.bytes.div_ceil(1024),
        out_dir.display(),
        took.as_secs_f64(),
        summary.skipped.len(),
        summary.failed.len()
    );
    if summary.failed.is_empty() {
        Ok(())
    } else {
        anyhow::bail!("{} report(s) failed", summary.failed.len())
    }
}

/// Stores the exchange rates of `file` as an upload by the server itself (the audit log's
/// `system`), printing each problem of a refused file.
async fn import_exchange_rates(db: &Db, file: &std::path::Path) -> anyhow::Result<()> {
    use std::io::Read;

    use crate::exchange_rates::upload::MAX_FILE_BYTES;

    let mut bytes = Vec::new();
    // One byte past the limit tells an oversized file from one that just fits.
    std::fs::File::open(file)
        .with_context(|| format!("cannot open {}", file.display()))?
        .take(MAX_FILE_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .with_context(|| format!("cannot read {}", file.display()))?;
    let current = crate::months::month_of(time::OffsetDateTime::now_utc().date())?;
    match crate::exchange_rates::import::import_rates(db, None, &bytes, current).await {
        Ok(imported) => {
            println!("stored {} exchange rates", imported.stored_count);
            for rates in imported.items {
                let latest = match (rates.latest_month, rates.latest_usd_per_unit) {
                    (Some(month), Some(rate)) => format!("latest {month}: {rate} USD"),
                    _ => "no rates".to_owned(),
                };
                println!("{}: {} months, {latest}", rates.currency, rates.month_count);
            }
            Ok(())
        }
        Err(crate::error::Error::InvalidCsv { errors, count }) => {
            for problem in &errors {
                eprintln!("{} ({})", problem.message, problem.code);
            }
            if count > errors.len() {
                eprintln!("… and {} more", count - errors.len());
            }
            anyhow::bail!(
                "{} refused with {count} problem(s): nothing was stored",
                file.display()
            )
        }
        Err(error) => Err(error.into()),
    }
}

/// Recomputes every program with a progress bar on the terminal.
async fn recompute_programs(db: &Db) -> anyhow::Result<()> {
    let benchmark = crate::returns::statistics::benchmark_series(db).await?;
    let bar = indicatif::ProgressBar::new(0).with_style(
        indicatif::ProgressStyle::with_template(
            "{spinner} recomputing [{bar:40}] {pos}/{len} programs ({elapsed})",
        )?
        .progress_chars("=> "),
    );
    let count = crate::returns::statistics::recompute_all_programs(
        db,
        benchmark.as_ref(),
        |done, total| {
            bar.set_length(total as u64);
            bar.set_position(done as u64);
        },
    )
    .await?;
    bar.finish();
    println!("recomputed the statistics of {count} programs");
    Ok(())
}

/// Recomputes every index, ranking and award, and says how long it took.
async fn recompute_indexes(db: &Db) -> anyhow::Result<()> {
    let indexes = crate::indexes::recompute::recompute(db, true).await?;
    println!(
        "recomputed {} indexes and their rankings from {} programs in {} ms \
         (read {} ms, computed {} ms, wrote {} ms)",
        indexes.rewritten.unwrap_or(0),
        indexes.programs,
        indexes.took().as_millis(),
        indexes.read.as_millis(),
        indexes.computed.as_millis(),
        indexes.wrote.as_millis()
    );
    Ok(())
}

/// Connects to the configured database and brings its schema up to date, with the statistics of
/// every program that has returns (a migration may have dropped them to store them anew).
async fn open_database(config: &Config) -> anyhow::Result<Db> {
    let db = Db::connect(&config.database_url()).await?;
    db.migrate().await?;
    let benchmark = crate::returns::statistics::benchmark_series(&db).await?;
    let computed = crate::returns::statistics::recompute_missing(&db, benchmark.as_ref()).await?;
    if computed > 0 {
        tracing::info!(programs = computed, "computed missing statistics");
    }
    Ok(db)
}

fn init_tracing(json: bool) {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,tower_http=info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter);
    if json {
        builder.json().init();
    } else {
        builder.init();
    }
}
