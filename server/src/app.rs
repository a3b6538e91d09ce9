//! The application: the router of every domain, and serving with graceful shutdown.

use std::sync::OnceLock;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, MatchedPath};
use axum::http::{header, HeaderValue, Request};
use axum::response::Response;
use axum::routing::{any, get};
use axum::Router;
use tower_http::compression::CompressionLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::TraceLayer;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;

use crate::openapi::ApiDoc;
use crate::state::AppState;

/// The page may run only its own scripts (and compile its own WebAssembly: the analytics engine),
/// talk only to its own server, and never be framed. Styles allow `'unsafe-inline'` because the
/// charting library (plotly) positions and colours its SVG with style attributes and injected
/// style rules; inline styles cannot run code.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; \
     connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'self'; \
     form-action 'self'; frame-ancestors 'none'";

/// Browsers remember https for a year once seen; sent only when the site is on https, since over
/// http a browser ignores it and a local setup must stay reachable.
const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000; includeSubDomains";

/// Every endpoint of every domain, each declared once by its handler's annotation, and the
/// document they make, with the security of the operations that need a session and the engine's
/// documents' fields as always present.
fn api() -> (Router<AppState>, utoipa::openapi::OpenApi) {
    let (router, mut document) = OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(crate::health::router())
        .merge(crate::verification::router())
        .merge(crate::reference::router())
        .merge(crate::exchange_rates::router())
        .merge(crate::accounts::router())
        .merge(crate::groups::router())
        .merge(crate::programs::router())
        .merge(crate::indexes::router())
        .merge(crate::returns::router())
        .merge(crate::listings::router())
        .merge(crate::posts::router())
        .merge(crate::blends::router())
        .merge(crate::blend_shares::router())
        .merge(crate::members::router())
        .merge(crate::cta_registration::router())
        .merge(crate::account_deletion::router())
        .merge(crate::admin::router())
        .merge(crate::dashboard::router())
        .merge(crate::program_page::router())
        .merge(crate::program_form::router())
        .merge(crate::inquiries::router())
        .merge(crate::reports::router())
        .merge(crate::mail_subscriptions::router())
        .split_for_parts();
    crate::openapi::require_sessions(&mut document);
    analytics_core::openapi::require_every_field(&mut document);
    (router, document)
}

/// The OpenAPI document, as served at `/api/v1/openapi.json` and written by `server openapi`.
pub fn api_document() -> utoipa::openapi::OpenApi {
    api().1
}

/// `document` as JSON with every object's keys sorted: utoipa keeps schema extensions in a hash
/// map, whose order changes from process to process, and the document should not.
pub fn document_json(document: &utoipa::openapi::OpenApi) -> serde_json::Value {
    serde_json::to_value(document).expect("the OpenAPI document serializes to JSON")
}

/// The API's routes and its document serialized, made once per process: they depend on the code
/// alone, and utoipa takes about 0.2 s to collect the document in a debug build, which every one of
/// the hundreds of test apps would pay again.
fn api_parts() -> &'static (Router<AppState>, Bytes) {
    static PARTS: OnceLock<(Router<AppState>, Bytes)> = OnceLock::new();
    PARTS.get_or_init(|| {
        let (router, document) = api();
        (router, Bytes::from(document_json(&document).to_string()))
    })
}

/// The whole site: the API under `/api/v1`, the sitemap and robots.txt, and the web app: its
/// files, and its document for every page.
pub fn app(state: AppState) -> Router {
    let hsts = state
        .config
        .is_https()
        .then(|| HeaderValue::from_static(STRICT_TRANSPORT_SECURITY));
    let (api, document) = api_parts().clone();
    api.route(
        "/api/v1/openapi.json",
        get(move || {
            std::future::ready((
                [(header::CONTENT_TYPE, "application/json")],
                document.clone(),
            ))
        }),
    )
    .route("/api/{*rest}", any(crate::web::api_not_found))
    .merge(crate::site::router())
    .fallback_service(crate::web::spa(state.clone()))
    .layer(DefaultBodyLimit::max(crate::limits::MAX_JSON_BODY_BYTES))
    .layer(axum::middleware::from_fn(crate::limits::refuse_long_uri))
    .layer(axum::middleware::from_fn(personal_answers_not_stored))
    .layer(CompressionLayer::new())
    .layer(TimeoutLayer::with_status_code(
        axum::http::StatusCode::REQUEST_TIMEOUT,
        Duration::from_secs(30),
    ))
    .layer(
        TraceLayer::new_for_http().make_span_with(|request: &Request<_>| {
            // Spans are named by the route, not the raw path, so logs group by endpoint.
            let route = request
                .extensions()
                .get::<MatchedPath>()
                .map(MatchedPath::as_str)
                .unwrap_or("web");
            tracing::info_span!("request", method = %request.method(), route)
        }),
    )
    // Outermost, so that errors, timeouts and files get them too.
    .layer(SetResponseHeaderLayer::overriding(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    ))
    .layer(SetResponseHeaderLayer::overriding(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    ))
    .layer(SetResponseHeaderLayer::overriding(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    ))
    .layer(SetResponseHeaderLayer::overriding(
        header::STRICT_TRANSPORT_SECURITY,
        move |_: &Response| hsts.clone(),
    ))
    .with_state(state)
}

/// The API's paths whose answers are about the person asking: their own lists and settings, the
/// administration's, and their session.
const PERSONAL_PATHS: [&str; 3] = ["/api/v1/me/", "/api/v1/admin/", "/api/v1/auth/"];

/// A personal answer (errors included) is never kept by a browser's or a proxy's cache, where the
/// next user of a shared computer, or of the proxy, would be served it.
async fn personal_answers_not_stored(
    request: Request<axum::body::Body>,
    next: axum::middleware::Next,
) -> Response {
    let path = request.uri().path();
    let personal = PERSONAL_PATHS.iter().any(|prefix| path.starts_with(prefix));
    let mut response = next.run(request).await;
    if personal {
        response
            .headers_mut()
            .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

/// Binds the configured address and serves until SIGINT or SIGTERM.
pub async fn serve(state: AppState) -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind(state.config.bind).await?;
    tracing::info!(address = %listener.local_addr()?, "serving");
    tokio::spawn(crate::indexes::recompute::run_worker(state.clone()));
    // The peer address feeds the per-address rate limits.
    let service = app(state).into_make_service_with_connect_info::<std::net::SocketAddr>();
    axum::serve(listener, service)
        .with_graceful_shutdown(shutdown_signal())
        .await?;
    tracing::info!("stopped");
    Ok(())
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
}
