#[tokio::main]
async fn main() -> std::process::ExitCode {
    server::cli::main().await
}
