//! The command line: `serve` (default), `migrate`, `seed-demo`, `create-admin`, `openapi`.

use std::process::ExitCode;
use std::sync::Arc;

use clap::{Parser, Subcommand};
use tracing_subscriber::EnvFilter;

use crate::app::{self, AppState};
use crate::config::Config;
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
    /// Print the OpenAPI document.
    Openapi,
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
            let db = open_database(&config).await?;
            let jwt_secret = accounts::load_or_create_jwt_secret(
                config.jwt_secret.as_deref(),
                &config.data_dir,
            )?;
            let state = AppState {
                db,
                config: Arc::new(config),
                jwt_secret: jwt_secret.into(),
            };
            app::serve(state).await
        }
        Command::Migrate => {
            let db = open_database(&config).await?;
            println!("migrations applied ({})", db.engine.name());
            Ok(())
        }
        Command::SeedDemo { if_empty } => {
            let db = open_database(&config).await?;
            let report = seed::seed_demo(&db, if_empty).await?;
            println!("{report}");
            Ok(())
        }
        Command::CreateAdmin { email, password } => {
            let db = open_database(&config).await?;
            let user_id = accounts::create_admin(&db, &email, &password).await?;
            println!("administrator {email} (user {user_id})");
            Ok(())
        }
        Command::Openapi => {
            println!("{}", crate::openapi::document().to_pretty_json()?);
            Ok(())
        }
    }
}

/// Connects to the configured database and brings its schema up to date.
async fn open_database(config: &Config) -> anyhow::Result<Db> {
    let db = Db::connect(&config.database_url()).await?;
    db.migrate().await?;
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
