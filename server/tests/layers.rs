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
    &["limits"],
    &["slug"],
    &["storage"],
    &["secret"],
    &["rate_limit"],
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
    ],
    &["verification"],
    // Domains: accounts ← groups ← programs ← {returns, blends, members, listings}.
    &["accounts"],
    &["groups"],
    &["programs", "indexes"],
    &["returns"],
    &["blends", "members"],
    &["listings"],
    // Use cases that span domains.
    &["cta_registration", "admin", "program_page", "program_form"],
    // The application: the command line, demo data, the router and the document.
    &["analyze", "openapi", "health", "web"],
    &["demo"],
    &["seed"],
    &["app"],
    &["cli"],
    &["lib", "main"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// The modules `source` names as `crate::module` (in `use` lines and inline paths, outside
/// comments), including each name of a `crate::{a, b::c}` group.
fn used_modules(source: &str) -> BTreeSet<String> {
    let mut used = BTreeSet::new();
    for line in source.lines() {
        let code = line.split("//").next().unwrap_or_default();
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            if let Some(group) = rest.strip_prefix('{') {
                let end = group.find('}').unwrap_or(group.len());
                for item in group[..end].split(',') {
                    let name: String = item
                        .trim()
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    if !name.is_empty() && name != "self" {
                        used.insert(name);
                    }
                }
            } else {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !name.is_empty() {
                    used.insert(name);
                }
            }
        }
    }
    used
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
