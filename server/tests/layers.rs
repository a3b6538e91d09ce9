//! The server's modules depend one way (docs/architecture.md): leaves that know no domain, then
//! the domains bottom-up, then the use cases that span domains, then the application. A module
//! may use `crate::` paths of modules in lower layers only; a module that is in no layer fails
//! the test until it is placed.

use std::collections::BTreeSet;
use std::path::Path;

/// Bottom-up. Modules of one layer may not use each other.
const LAYERS: &[&[&str]] = &[
    // Leaves: each knows no domain, and only the leaves above it in this list.
    // The shared tables of rule cases come first: every rule module's tests read them.
    &["rule_tables"],
    &["error"],
    &["months"],
    &["language"],
    &["countries"],
    &["validation"],
    &["allocation"],
    &["extract"],
    &["gzip"],
    &["csv"],
    &["limits"],
    &["slug"],
    &["storage"],
    &["secret"],
    &["rate_limit"],
    &["mail_tokens"],
    &["config"],
    &["mail"],
    &["state"],
    &["reference"],
    &["access"],
    &[
        "versions",
        "settings",
        "newsletter",
        "listing_version",
        "member_limits",
        "audit",
    ],
    &["verification", "exchange_rates"],
    // Domains: accounts ← groups ← programs ← {returns, blends, members, listings}.
    &["accounts"],
    &["groups"],
    &["programs", "indexes"],
    &["returns"],
    &["blends", "members"],
    &["listings"],
    // News posts read companies by SQL only; the site titles their pages.
    &["posts"],
    // Use cases that span domains.
    &[
        "cta_registration",
        "account_deletion",
        "blend_shares",
        "admin",
        "dashboard",
        "program_page",
        "program_form",
        "inquiries",
        "new_program_alerts",
    ],
    // The links of subscription mails: confirming the newsletter, leaving it or the alerts.
    &["mail_subscriptions"],
    // The application: the pages' documents, the command line, demo data, the router.
    &["site"],
    &["analyze", "openapi", "health", "web"],
    // Print reports: gather from the domains and the use cases, read CSV files as `analyze`.
    &["reports"],
    &["demo"],
    &["seed"],
    &["app"],
    &["cli"],
    &["lib", "main"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// The first path segment after each `prefix` in `source` (in `use` lines and inline paths,
/// outside comments), including each name of a `prefix{a, b::c}` group.
fn names_after(source: &str, prefix: &str) -> BTreeSet<String> {
    let segment = |text: &str| -> String {
        text.trim()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut used = BTreeSet::new();
    for line in source.lines() {
        let code = line.split("//").next().unwrap_or_default();
        let mut rest = code;
        while let Some(at) = rest.find(prefix) {
            rest = &rest[at + prefix.len()..];
            if let Some(group) = rest.strip_prefix('{') {
                let end = group.find('}').unwrap_or(group.len());
                used.extend(group[..end].split(',').map(segment));
            } else {
                used.insert(segment(rest));
            }
        }
    }
    used.retain(|name| !name.is_empty() && name != "self");
    used
}

/// The modules `source` names as `crate::module`.
fn used_modules(source: &str) -> BTreeSet<String> {
    names_after(source, "crate::")
}

/// Every use of a module that is not in a lower layer, as `file: module -> used`.
fn upward_uses(module: &str, file: &str, source: &str) -> Vec<String> {
    let Some(own) = layer_of(module) else {
        return vec![format!("{file}: `{module}` is in no layer of LAYERS")];
    };
    used_modules(source)
        .into_iter()
        .filter(|used| used != module)
        .filter(|used| layer_of(used).is_none_or(|layer| layer >= own))
        .map(|used| format!("{file}: {module} -> {used}"))
        .collect()
}

fn rust_files(dir: &Path, found: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the source folder is readable") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

#[test]
fn every_module_uses_only_modules_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 50, "read the server's sources");
    let mut problems = Vec::new();
    for path in files {
        let relative = path.strip_prefix(&src).expect("below src");
        let first = relative
            .components()
            .next()
            .expect("a path")
            .as_os_str()
            .to_string_lossy();
        let module = first.trim_end_matches(".rs");
        let source = std::fs::read_to_string(&path).expect("a readable source file");
        problems.extend(upward_uses(
            module,
            &relative.display().to_string(),
            &source,
        ));
    }
    assert!(
        problems.is_empty(),
        "imports against the layers:\n{}",
        problems.join("\n")
    );
}

#[test]
fn an_import_from_a_higher_layer_is_caught() {
    let source = "use crate::error::Result;\nuse crate::listings::directory::ListingScope;\n";
    assert_eq!(
        upward_uses("groups", "groups/x.rs", source),
        ["groups/x.rs: groups -> listings"]
    );
    let grouped = "use crate::{accounts, returns::statistics};";
    assert_eq!(
        upward_uses("programs", "programs/x.rs", grouped),
        ["programs/x.rs: programs -> returns"]
    );
}

#[test]
fn siblings_of_one_layer_may_not_use_each_other() {
    let source = "let limit = crate::members::portfolio::LIMIT;";
    assert_eq!(
        upward_uses("blends", "blends/x.rs", source),
        ["blends/x.rs: blends -> members"]
    );
}

#[test]
fn comments_and_lower_layers_pass() {
    let source = "// crate::app is above\nuse crate::access::Principal;\nuse crate::groups::Group;";
    assert!(upward_uses("programs", "programs/x.rs", source).is_empty());
    assert_eq!(
        upward_uses("newmodule", "newmodule.rs", ""),
        ["newmodule.rs: `newmodule` is in no layer of LAYERS"]
    );
}

/// The sibling files a file of `folder` (a module path such as `returns::statistics`) uses, by
/// `super::x` or `crate::folder::x`, leaving out its tests (whose `super` is the file itself).
fn used_siblings(source: &str, folder: &str, siblings: &BTreeSet<String>) -> BTreeSet<String> {
    let code = source.split("#[cfg(test)]").next().unwrap_or_default();
    let mut used = names_after(code, "super::");
    used.extend(names_after(code, &format!("crate::{folder}::")));
    used.retain(|name| siblings.contains(name));
    used
}

/// A circle of files in `uses` (file -> the sibling files it uses), as `a -> b -> a`.
fn circle(uses: &std::collections::BTreeMap<String, BTreeSet<String>>) -> Option<String> {
    fn walk(
        file: &str,
        uses: &std::collections::BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<String> {
        if let Some(at) = path.iter().position(|seen| seen == file) {
            let mut names = path[at..].to_vec();
            names.push(file.to_owned());
            return Some(names.join(" -> "));
        }
        if done.contains(file) {
            return None;
        }
        path.push(file.to_owned());
        for next in uses.get(file).into_iter().flatten() {
            if let Some(found) = walk(next, uses, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(file.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    uses.keys()
        .find_map(|file| walk(file, uses, &mut Vec::new(), &mut done))
}

fn folders(dir: &Path, found: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the source folder is readable") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            found.push(path.clone());
            folders(&path, found);
        }
    }
}

#[test]
fn the_files_of_a_folder_use_each_other_one_way() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut dirs = Vec::new();
    folders(&src, &mut dirs);
    assert!(dirs.len() > 5, "read the server's folders");
    let mut circles = Vec::new();
    for dir in dirs {
        let folder = dir
            .strip_prefix(&src)
            .expect("below src")
            .to_string_lossy()
            .replace('/', "::");
        let mut sources = std::collections::BTreeMap::new();
        for entry in std::fs::read_dir(&dir).expect("a readable folder") {
            let path = entry.expect("a folder entry").path();
            let stem = path
                .file_stem()
                .expect("a name")
                .to_string_lossy()
                .into_owned();
            if path.extension().is_some_and(|ext| ext == "rs") && stem != "mod" {
                sources.insert(
                    stem,
                    std::fs::read_to_string(&path).expect("a readable file"),
                );
            } else if path.is_dir() {
                sources.insert(stem, String::new());
            }
        }
        let siblings: BTreeSet<String> = sources.keys().cloned().collect();
        let uses = sources
            .iter()
            .map(|(file, source)| {
                let mut used = used_siblings(source, &folder, &siblings);
                used.remove(file);
                (file.clone(), used)
            })
            .collect();
        if let Some(found) = circle(&uses) {
            circles.push(format!("{folder}: {found}"));
        }
    }
    assert!(
        circles.is_empty(),
        "files that use each other in a circle:\n{}",
        circles.join("\n")
    );
}

#[test]
fn a_circle_of_files_is_caught() {
    let siblings: BTreeSet<String> = ["read", "store", "statistics"].map(String::from).into();
    let store = "use super::read::read_blend;\nuse crate::blends::statistics::Official;\n\
                 #[cfg(test)]\nmod tests { use super::store; }";
    assert_eq!(
        used_siblings(store, "blends", &siblings),
        ["read", "statistics"].map(String::from).into()
    );
    let uses = [
        ("read", vec!["store"]),
        ("statistics", vec!["read"]),
        ("store", vec!["statistics"]),
    ]
    .map(|(file, used)| {
        (
            file.to_owned(),
            used.into_iter().map(String::from).collect(),
        )
    })
    .into();
    assert_eq!(
        circle(&uses).as_deref(),
        Some("read -> store -> statistics -> read")
    );
    let one_way = [("read", vec!["store"]), ("store", vec![])]
        .map(|(file, used)| {
            (
                file.to_owned(),
                used.into_iter().map(String::from).collect(),
            )
        })
        .into();
    assert_eq!(circle(&one_way), None);
}

/// The domain folders, each laid out alike: `routes` (the handlers), `model` (the API's shapes),
/// `rules` (checks and constants, no I/O) and `store` (the SQL), with named use cases between.
const DOMAINS: &[&str] = &[
    "accounts", "groups", "programs", "indexes", "returns", "blends", "members", "listings",
];
const DOMAIN_PARTS: &[&str] = &["routes", "model", "rules", "store"];

#[test]
fn every_domain_folder_has_routes_model_rules_and_store() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let missing: Vec<String> = DOMAINS
        .iter()
        .flat_map(|domain| DOMAIN_PARTS.iter().map(move |part| (domain, part)))
        .filter(|(domain, part)| {
            let folder = src.join(domain);
            !folder.join(format!("{part}.rs")).is_file() && !folder.join(part).is_dir()
        })
        .map(|(domain, part)| format!("{domain}/{part}"))
        .collect();
    assert!(missing.is_empty(), "domain folders without: {missing:?}");
    for domain in DOMAINS {
        assert!(layer_of(domain).is_some(), "{domain} is a domain of LAYERS");
        let rules = std::fs::read_to_string(src.join(domain).join("rules.rs")).unwrap_or_default();
        let code = rules.split("#[cfg(test)]").next().unwrap_or_default();
        assert!(
            !code.contains("async fn") && !code.contains("sqlx"),
            "{domain}/rules.rs reads or writes storage: its checks take values, the callers fetch them"
        );
        let model = std::fs::read_to_string(src.join(domain).join("model.rs")).unwrap_or_default();
        let code = model.split("#[cfg(test)]").next().unwrap_or_default();
        assert!(
            !code.contains("super::") && !code.contains(&format!("crate::{domain}::")),
            "{domain}/model.rs uses a sibling: the API's shapes stand below everything else in the folder"
        );
    }
}
