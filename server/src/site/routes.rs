//! Which paths are pages. The web app's route table is the one source: `routes.json` is written
//! from it (`web/src/app/routes/route-manifest.test.ts`, which fails when the file is stale), and
//! paths are matched here as `web/src/lib/router/match.ts` and `web/src/app/routes/resolve.ts`
//! match them in the browser; the tests below are `match.test.ts`'s cases.

use std::cmp::Ordering;
use std::collections::BTreeMap;
use std::sync::LazyLock;

use serde::Deserialize;

use crate::language::Language;

/// The site's languages, the first being the one a path without a prefix is in.
pub const LANGUAGES: [Language; 2] = [Language::En, Language::ZhHans];

/// A text in each of the site's languages.
#[derive(Debug, Clone, Deserialize)]
pub struct Localized {
    en: String,
    #[serde(rename = "zh-hans")]
    zh_hans: String,
}

impl Localized {
    pub fn get(&self, language: Language) -> &str {
        match language {
            Language::En => &self.en,
            Language::ZhHans => &self.zh_hans,
        }
    }
}

/// The web app's texts the server writes into a page's head.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SiteTexts {
    pub name: Localized,
    /// `{title} | CTA Atlas`.
    pub document_title: Localized,
    /// The site's description, for pages without one of their own.
    pub description: Localized,
    pub not_found_title: Localized,
    /// `{program} — {company}`.
    pub program_title: Localized,
    /// For a program without a description: `{program}`, `{company}`.
    pub program_description: Localized,
    /// For a company without a description: `{company}`.
    pub group_description: Localized,
    /// `{name}: Monthly Rankings`.
    pub index_rankings_title: Localized,
}

/// The record a page shows, which the server reads to title it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum About {
    /// Named by the `groupUri` and `programUri` parameters.
    Program,
    /// Named by the `groupUri` parameter.
    Group,
    /// A CTA index's page, named by the `portfolioUri` parameter.
    Index,
    /// A CTA index's (or a ranking's) monthly rankings, named by the `portfolioUri` parameter.
    IndexRankings,
    /// A news post's page, named by the `postId` parameter.
    Post,
    /// A shared blend's page, named by the link's `token` parameter.
    SharedBlend,
}

/// A route that shows a screen.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PageRoute {
    pub title: Localized,
    pub description: Localized,
    /// The values a parameter may take (a tab's names); any other is the lost page.
    #[serde(default)]
    pub allowed_params: BTreeMap<String, Vec<String>>,
    pub about: Option<About>,
    /// A public page without parameters, listed in the sitemap.
    #[serde(default)]
    pub in_sitemap: bool,
    /// Kept out of search engines: a page whose address is a secret (a shared blend's link).
    #[serde(default)]
    pub noindex: bool,
}

impl PageRoute {
    fn allows(&self, params: &Params) -> bool {
        self.allowed_params.iter().all(|(name, values)| {
            params
                .get(name)
                .is_none_or(|value| values.iter().any(|allowed| allowed == value))
        })
    }
}

#[derive(Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
enum Target {
    Page(PageRoute),
    /// A path that stands for another (a language's root is its program list).
    Redirect {
        #[serde(rename = "redirectTo")]
        redirect_to: String,
    },
    /// The lost page: the client shows it for any path no other route takes.
    Lost,
}

#[derive(Debug, Deserialize)]
struct Route {
    /// Relative to the language prefix: `groups/:groupUri/programs/:programUri/:tab?`.
    pattern: String,
    #[serde(flatten)]
    target: Target,
}

#[derive(Debug, Deserialize)]
struct Manifest {
    site: SiteTexts,
    routes: Vec<Route>,
}

/// The values of a pattern's `:name` segments (and `*` for the rest of a splat), decoded.
pub type Params = BTreeMap<String, String>;

/// How specific a pattern segment is, least first. A path that several patterns match goes to
/// the one whose first differing segment is the most specific; a pattern that has ended is more
/// specific than a splat (the empty pattern, not `*`, takes a language's root).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Segment {
    Splat,
    Optional(String),
    Param(String),
    Static(String),
}

impl Segment {
    fn rank(segment: Option<&Segment>) -> i8 {
        match segment {
            Some(Segment::Splat) => 0,
            None => 1,
            Some(Segment::Optional(_)) => 2,
            Some(Segment::Param(_)) => 3,
            Some(Segment::Static(_)) => 4,
        }
    }
}

fn compile(pattern: &str) -> Vec<Segment> {
    pattern
        .split('/')
        .filter(|part| !part.is_empty())
        .map(|part| {
            if part == "*" {
                Segment::Splat
            } else if let Some(name) = part.strip_prefix(':') {
                match name.strip_suffix('?') {
                    Some(name) => Segment::Optional(name.to_owned()),
                    None => Segment::Param(name.to_owned()),
                }
            } else {
                Segment::Static(part.to_owned())
            }
        })
        .collect()
}

/// `decodeURIComponent`: every `%` starts two hex digits, and the bytes are UTF-8; otherwise
/// the segment names no page.
fn decode(part: &str) -> Option<String> {
    let bytes = part.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] == b'%' {
            let hex = part.get(index + 1..index + 3)?;
            if !hex.bytes().all(|byte| byte.is_ascii_hexdigit()) {
                return None;
            }
            decoded.push(u8::from_str_radix(hex, 16).ok()?);
            index += 3;
        } else {
            decoded.push(bytes[index]);
            index += 1;
        }
    }
    String::from_utf8(decoded).ok()
}

/// `encodeURIComponent`: a parameter's value as a path segment.
pub fn encode(value: &str) -> String {
    let mut encoded = String::with_capacity(value.len());
    for byte in value.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&byte) {
            encoded.push(char::from(byte));
        } else {
            encoded.push_str(&format!("%{byte:02X}"));
        }
    }
    encoded
}

fn match_segments(segments: &[Segment], pathname: &str) -> Option<Params> {
    let parts: Vec<&str> = pathname
        .split('/')
        .filter(|part| !part.is_empty())
        .collect();
    let mut params = Params::new();
    for (index, segment) in segments.iter().enumerate() {
        if *segment == Segment::Splat {
            params.insert(
                "*".to_owned(),
                parts.get(index..).unwrap_or_default().join("/"),
            );
            return Some(params);
        }
        let Some(part) = parts.get(index) else {
            if matches!(segment, Segment::Optional(_)) {
                continue;
            }
            return None;
        };
        let value = decode(part)?;
        match segment {
            // As in URLs generally: `/EN/Indexes` is `/en/indexes`.
            Segment::Static(text) => {
                if value.to_lowercase() != text.to_lowercase() {
                    return None;
                }
            }
            Segment::Param(name) | Segment::Optional(name) => {
                params.insert(name.clone(), value);
            }
            Segment::Splat => unreachable!("a splat returned above"),
        }
    }
    (parts.len() <= segments.len()).then_some(params)
}

/// The params of `pathname` under `pattern` (`groups/:groupUri/:tab?`, `*`), or none.
pub fn match_path(pattern: &str, pathname: &str) -> Option<Params> {
    match_segments(&compile(pattern), pathname)
}

fn compare_specificity(a: &[Segment], b: &[Segment]) -> Ordering {
    (0..a.len().max(b.len()))
        .map(|index| Segment::rank(a.get(index)).cmp(&Segment::rank(b.get(index))))
        .find(|ordering| ordering.is_ne())
        .unwrap_or(Ordering::Equal)
}

/// A route table compiled once: `find` answers the most specific route for a path, whatever the
/// order of the table (routes as specific as each other keep it).
pub struct Matcher<R> {
    routes: Vec<(Vec<Segment>, R)>,
}

impl<R> Matcher<R> {
    pub fn new<'p>(routes: impl IntoIterator<Item = (&'p str, R)>) -> Matcher<R> {
        let mut routes: Vec<(Vec<Segment>, R)> = routes
            .into_iter()
            .map(|(pattern, route)| (compile(pattern), route))
            .collect();
        routes.sort_by(|a, b| compare_specificity(&b.0, &a.0));
        Matcher { routes }
    }

    /// The route that takes `pathname`, with the params.
    pub fn find(&self, pathname: &str) -> Option<Found<'_, R>> {
        self.routes.iter().find_map(|(segments, route)| {
            match_segments(segments, pathname).map(|params| Found {
                route,
                params,
                segments,
            })
        })
    }
}

/// A route that took a path.
pub struct Found<'m, R> {
    pub route: &'m R,
    pub params: Params,
    segments: &'m [Segment],
}

impl<R> Found<'_, R> {
    /// The path as the route writes it: static segments as the table spells them, parameters
    /// encoded (`/groups/acme/programs/trend`).
    pub fn written_path(&self) -> String {
        written_path(self.segments, &self.params)
    }
}

/// `/zh-hans/tools/blender` → Chinese and `/tools/blender`; none without a language prefix.
fn split_language(pathname: &str) -> Option<(Language, &str)> {
    let after = pathname.strip_prefix('/')?;
    let (first, rest) = match after.find('/') {
        Some(slash) => after.split_at(slash),
        None => (after, "/"),
    };
    let first = first.to_lowercase();
    let language = LANGUAGES
        .into_iter()
        .find(|language| language.code() == first)?;
    Some((language, rest))
}

/// A page of the site, as a path resolved to it.
#[derive(Debug)]
pub struct PageMatch<'s> {
    pub language: Language,
    pub route: &'s PageRoute,
    pub params: Params,
    /// The page's address as the site writes it, without its language prefix: static segments
    /// as the table spells them, parameters encoded (`/groups/acme/programs/trend`).
    pub path: String,
}

/// What a path shows.
#[derive(Debug)]
pub enum Resolved<'s> {
    Page(PageMatch<'s>),
    /// A path the site does not have: the lost page, in this language.
    Lost(Language),
}

/// How many redirects a path may take to its page; the table's are one.
const MAX_REDIRECTS: usize = 4;

/// The route table and the site's texts, as the web app wrote them.
pub struct Site {
    pub texts: SiteTexts,
    routes: Vec<Route>,
    matcher: Matcher<usize>,
}

static SITE: LazyLock<Site> = LazyLock::new(|| {
    Site::parse(include_str!("routes.json")).expect("routes.json is the web app's route manifest")
});

impl Site {
    /// The site as the embedded manifest describes it.
    pub fn get() -> &'static Site {
        &SITE
    }

    fn parse(json: &str) -> serde_json::Result<Site> {
        let Manifest { site, routes } = serde_json::from_str(json)?;
        let matcher = Matcher::new(
            routes
                .iter()
                .enumerate()
                .map(|(index, route)| (route.pattern.as_str(), index)),
        );
        Ok(Site {
            texts: site,
            routes,
            matcher,
        })
    }

    /// What `pathname` shows, as the web app decides: `/en/…` and `/zh-hans/…` (the prefix in any
    /// case) hold the same pages; any other path, `/` included, is taken as an English one (the
    /// browser is sent there); an unknown path, or a parameter with a value its page does not
    /// have, is the lost page.
    pub fn resolve(&self, pathname: &str) -> Resolved<'_> {
        let (language, mut rest) = split_language(pathname).unwrap_or((LANGUAGES[0], pathname));
        for _ in 0..=MAX_REDIRECTS {
            let Some(found) = self.matcher.find(rest) else {
                return Resolved::Lost(language);
            };
            match &self.routes[*found.route].target {
                Target::Redirect { redirect_to } => rest = redirect_to,
                Target::Lost => return Resolved::Lost(language),
                Target::Page(route) if route.allows(&found.params) => {
                    return Resolved::Page(PageMatch {
                        language,
                        route,
                        path: found.written_path(),
                        params: found.params,
                    })
                }
                Target::Page(_) => return Resolved::Lost(language),
            }
        }
        Resolved::Lost(language)
    }

    /// The pages listed in the sitemap, by their paths without a language prefix.
    pub fn sitemap_paths(&self) -> impl Iterator<Item = &str> {
        self.routes.iter().filter_map(|route| match &route.target {
            Target::Page(page) if page.in_sitemap => Some(route.pattern.as_str()),
            _ => None,
        })
    }

    /// The address of the page about `about` with `params`, without a language prefix.
    pub fn path_about(&self, about: About, params: &Params) -> Option<String> {
        self.routes.iter().find_map(|route| match &route.target {
            Target::Page(page) if page.about == Some(about) => {
                Some(written_path(&compile(&route.pattern), params))
            }
            _ => None,
        })
    }
}

/// `segments` filled in with `params`: `/groups/acme`.
fn written_path(segments: &[Segment], params: &Params) -> String {
    let mut path = String::new();
    for segment in segments {
        let part = match segment {
            Segment::Static(text) => text.clone(),
            Segment::Param(name) | Segment::Optional(name) => match params.get(name) {
                Some(value) => encode(value),
                None => continue,
            },
            Segment::Splat => match params.get("*") {
                Some(rest) => rest.clone(),
                None => continue,
            },
        };
        path.push('/');
        path.push_str(&part);
    }
    if path.is_empty() {
        path.push('/');
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(pairs: &[(&str, &str)]) -> Option<Params> {
        Some(
            pairs
                .iter()
                .map(|(name, value)| ((*name).to_owned(), (*value).to_owned()))
                .collect(),
        )
    }

    // match.test.ts, `matchPath`.

    #[test]
    fn matches_static_segments_whatever_their_case_and_names_parameters() {
        assert_eq!(
            match_path("groups/:groupUri/logo", "/groups/acme/logo"),
            params(&[("groupUri", "acme")])
        );
        assert_eq!(match_path("indexes", "/Indexes"), params(&[]));
        assert_eq!(match_path("groups/:groupUri/logo", "/groups/acme"), None);
        assert_eq!(match_path("groups/:groupUri", "/groups/acme/logo"), None);
    }

    #[test]
    fn decodes_parameters_and_refuses_a_malformed_escape() {
        assert_eq!(
            match_path("groups/:groupUri", "/groups/caf%C3%A9"),
            params(&[("groupUri", "café")])
        );
        assert_eq!(match_path("groups/:groupUri", "/groups/%E0%A4%A"), None);
    }

    #[test]
    fn leaves_an_optional_parameter_out_when_the_path_stops_before_it() {
        assert_eq!(match_path("admin/:tab?/:id?", "/admin"), params(&[]));
        assert_eq!(
            match_path("admin/:tab?/:id?", "/admin/users/7"),
            params(&[("tab", "users"), ("id", "7")])
        );
        assert_eq!(match_path("admin/:tab?/:id?", "/admin/users/7/more"), None);
    }

    #[test]
    fn gives_a_splat_the_rest_of_the_path_and_matches_an_empty_pattern_at_the_root_only() {
        assert_eq!(
            match_path("*", "/no/such/page"),
            params(&[("*", "no/such/page")])
        );
        assert_eq!(match_path("", "/"), params(&[]));
        assert_eq!(match_path("", "/x"), None);
    }

    // match.test.ts, `createMatcher`.

    fn table() -> Matcher<&'static str> {
        Matcher::new(
            [
                "*",
                "admin/:tab?/:id?",
                "admin/users/:userId/:tab?",
                "admin/users/add",
                "groups/:groupUri/programs/:programUri/:tab?",
                "groups/:groupUri/programs/:programUri/edit",
            ]
            .map(|pattern| (pattern, pattern)),
        )
    }

    #[test]
    fn prefers_the_most_specific_route_whatever_the_order_of_the_table() {
        let matcher = table();
        let pattern_of = |pathname: &str| matcher.find(pathname).map(|found| *found.route);
        assert_eq!(pattern_of("/admin/users/add"), Some("admin/users/add"));
        assert_eq!(
            pattern_of("/admin/users/7"),
            Some("admin/users/:userId/:tab?")
        );
        assert_eq!(pattern_of("/admin/groups"), Some("admin/:tab?/:id?"));
        assert_eq!(
            pattern_of("/groups/a/programs/b/edit"),
            Some("groups/:groupUri/programs/:programUri/edit")
        );
        assert_eq!(
            pattern_of("/groups/a/programs/b/charts"),
            Some("groups/:groupUri/programs/:programUri/:tab?")
        );
        assert_eq!(pattern_of("/elsewhere"), Some("*"));
    }

    #[test]
    fn gives_the_root_to_the_empty_pattern_not_to_the_splat() {
        let matcher = Matcher::new(["*", "", "indexes"].map(|pattern| (pattern, pattern)));
        let pattern_of = |pathname: &str| matcher.find(pathname).map(|found| *found.route);
        assert_eq!(pattern_of("/"), Some(""));
        assert_eq!(pattern_of("/indexes"), Some("indexes"));
        assert_eq!(pattern_of("/indexes/x"), Some("*"));
    }

    #[test]
    fn returns_the_params_of_the_route_it_chose() {
        assert_eq!(
            table()
                .find("/admin/users/7/roles")
                .map(|found| found.params),
            params(&[("userId", "7"), ("tab", "roles")])
        );
    }

    // The site's table, as resolve.ts reads it.

    fn page_path(pathname: &str) -> Option<(Language, String)> {
        match Site::get().resolve(pathname) {
            Resolved::Page(page) => Some((page.language, page.path)),
            Resolved::Lost(_) => None,
        }
    }

    #[test]
    fn the_embedded_manifest_is_read() {
        let site = Site::get();
        assert_eq!(site.texts.name.get(Language::En), "CTA Atlas");
        assert!(site
            .sitemap_paths()
            .any(|path| path == "managed-futures/performance"));
    }

    #[test]
    fn both_language_prefixes_hold_the_same_pages_in_any_case() {
        assert_eq!(
            page_path("/en/indexes"),
            Some((Language::En, "/indexes".to_owned()))
        );
        assert_eq!(
            page_path("/ZH-Hans/Indexes/"),
            Some((Language::ZhHans, "/indexes".to_owned()))
        );
        assert_eq!(page_path("/fr/indexes"), None);
    }

    #[test]
    fn the_root_and_a_language_root_stand_for_the_program_list() {
        for (pathname, language) in [
            ("/", Language::En),
            ("/en", Language::En),
            ("/zh-hans/", Language::ZhHans),
        ] {
            assert_eq!(
                page_path(pathname),
                Some((language, "/managed-futures/performance".to_owned())),
                "{pathname}"
            );
        }
    }

    #[test]
    fn a_path_without_a_prefix_is_the_english_page() {
        assert_eq!(
            page_path("/indexes/methodology"),
            Some((Language::En, "/indexes/methodology".to_owned()))
        );
        assert_eq!(page_path("/no-such-page"), None);
    }

    #[test]
    fn a_parameter_takes_only_the_values_its_page_has() {
        assert_eq!(
            page_path("/en/groups/acme/programs/trend/charts"),
            Some((
                Language::En,
                "/groups/acme/programs/trend/charts".to_owned()
            ))
        );
        assert_eq!(page_path("/en/groups/acme/programs/trend/nonsense"), None);
        assert_eq!(page_path("/en/tools/dashboard/nonsense"), None);
        assert_eq!(
            page_path("/en/admin/users/7"),
            Some((Language::En, "/admin/users/7".to_owned()))
        );
    }

    #[test]
    fn a_page_is_written_with_its_table_spelling_and_encoded_parameters() {
        assert_eq!(
            page_path("/en/GROUPS/caf%c3%a9/Programs/a%20b"),
            Some((Language::En, "/groups/caf%C3%A9/programs/a%20b".to_owned()))
        );
        assert_eq!(page_path("/en/groups/%E0%A4%A"), None);
    }

    #[test]
    fn the_pages_about_a_record_are_found_by_their_parameters() {
        let site = Site::get();
        let acme = params(&[("groupUri", "acme"), ("programUri", "trend")]).unwrap();
        assert_eq!(
            site.path_about(About::Program, &acme).as_deref(),
            Some("/groups/acme/programs/trend")
        );
        assert_eq!(
            site.path_about(About::Group, &acme).as_deref(),
            Some("/groups/acme")
        );
        let Resolved::Page(program) = site.resolve("/en/groups/acme/programs/trend") else {
            panic!("a program page");
        };
        assert_eq!(program.route.about, Some(About::Program));
        let Resolved::Page(group) = site.resolve("/en/groups/acme") else {
            panic!("a company page");
        };
        assert_eq!(group.route.about, Some(About::Group));
        let index = params(&[("portfolioUri", "cta-index")]).unwrap();
        assert_eq!(
            site.path_about(About::Index, &index).as_deref(),
            Some("/indexes/cta-index")
        );
        let Resolved::Page(rankings) = site.resolve("/en/indexes/cta-index/rankings") else {
            panic!("a rankings page");
        };
        assert_eq!(rankings.route.about, Some(About::IndexRankings));
    }
}
