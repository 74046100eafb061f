//! The crate is a one-way stack (docs/ARCHITECTURE.md): no module of `src/` may reach, through
//! its `crate::…` references, a module that reaches it back; and inside each module folder
//! (`src/ai/`, `src/view/`…, at every depth) no submodule may reach, through `super::…` or
//! `crate::ai::…`, a sibling that reaches it back. Test modules (everything from the
//! first `#[cfg(test)]` of a file, or a whole file that says `#![cfg(test)]`) and comments are
//! left out, as in the team's `modcycles.py` hook. (No `unwrap()`/`expect(` outside the tests is
//! clippy's `unwrap_used`/`expect_used`, set in src/lib.rs and clippy.toml.)

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The top-level module of each `.rs` file under `dir` (`json/text.rs` belongs to `json`).
fn sources(dir: &Path, top: Option<&str>, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        if path.is_dir() {
            sources(&path, Some(top.unwrap_or(&name)), out);
        } else if let Some(stem) = name.strip_suffix(".rs") {
            let module = top.unwrap_or(stem).to_string();
            out.push((module, std::fs::read_to_string(&path).unwrap()));
        }
    }
}

/// The code of a file without its test modules and `//` comments (none for a file of tests).
fn code(text: &str) -> String {
    if text.contains("#![cfg(test)]") {
        return String::new();
    }
    let text = text.split("#[cfg(test)]").next().unwrap_or("");
    text.lines()
        .map(|l| l.find("//").map_or(l, |i| &l[..i]))
        .collect::<Vec<_>>()
        .join("\n")
}

fn ident(s: &str) -> String {
    s.chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect()
}

/// The items of a `{…}` group (the text after its `{`), split at its top-level commas: nested
/// groups (`a::{b, c}`) stay whole.
fn group_items(group: &str) -> Vec<&str> {
    let (mut depth, mut start, mut items) = (0usize, 0usize, Vec::new());
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(&group[start..i]);
                return items;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&group[start..]);
    items
}

/// The names a file's code reaches through `crate::`: the first name of `crate::name…` and of
/// each item of `crate::{a, b::{c, d}}` (a module, or an item `lib.rs` re-exports).
fn uses(code: &str) -> BTreeSet<String> {
    uses_after(code, "crate::")
}

/// The names a file's code reaches through `prefix` (`crate::`, `super::`, `crate::ai::`): the
/// first name after it and each item of a group after it. A prefix that only ends a longer
/// path (`super::` in `super::super::x`, `crate::ai::` in `x::crate::ai::`) does not count.
fn uses_after(code: &str, prefix: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (i, _) in code.match_indices(prefix) {
        if code[..i].ends_with(':')
            || code[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        let rest = &code[i + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            for item in group_items(group) {
                out.insert(ident(item.trim()));
            }
        } else {
            out.insert(ident(rest));
        }
    }
    out.remove("");
    out
}

/// What `lib.rs` re-exports: each name (`Game`, or the `Y` of `X as Y`) with its module.
fn reexports(lib: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for (i, _) in lib.match_indices("pub use ") {
        let stmt = &lib[i + "pub use ".len()..];
        let stmt = stmt[..stmt.find(';').unwrap_or(stmt.len())].trim();
        let stmt = stmt.strip_prefix("crate::").unwrap_or(stmt);
        let module = ident(stmt);
        let rest = &stmt[module.len()..];
        let names: Vec<&str> = match rest.find('{') {
            Some(open) => group_items(&rest[open + 1..]),
            None => vec![rest],
        };
        for name in names {
            let last = name.rsplit("::").next().unwrap_or("").trim();
            let last = last.rsplit(" as ").next().unwrap_or(last).trim();
            if !last.is_empty() && !last.contains('{') {
                out.insert(last.to_string(), module.clone());
            }
        }
    }
    out
}

/// The modules among `modules` a file's code depends on: those it names, and those of the
/// re-exported items it names (`crate::Game` is `game`'s).
fn deps(
    code: &str,
    modules: &BTreeSet<String>,
    reexported: &BTreeMap<String, String>,
) -> BTreeSet<String> {
    uses(code)
        .into_iter()
        .filter_map(|u| {
            if modules.contains(&u) {
                Some(u)
            } else {
                reexported.get(&u).cloned()
            }
        })
        .collect()
}

/// The module graph of `src/` (lib.rs only declares and re-exports: its re-exports are
/// followed to the module they come from).
fn graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    sources(src, None, &mut files);
    let mut modules: BTreeSet<String> = files.iter().map(|(m, _)| m.clone()).collect();
    modules.remove("lib");
    modules.remove("main");
    let lib = files
        .iter()
        .find(|(m, _)| m == "lib")
        .map(|(_, text)| code(text))
        .unwrap_or_default();
    let reexported = reexports(&lib);
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, text) in &files {
        if !modules.contains(module) {
            continue;
        }
        let e = edges.entry(module.clone()).or_default();
        for d in deps(&code(text), &modules, &reexported) {
            if &d != module {
                e.insert(d);
            }
        }
    }
    edges
}

/// The submodules of the module folder `dir` (module path `path`, as `crate::ai`) and what each
/// reaches of its siblings: through `super::x` from a file right in the folder,
/// `super::super::x` from a file one folder deeper, and so on, or through `crate::<path>::x`.
/// A file of `dir/x/` belongs to `x`; `mod.rs` is the folder's own module, not a sibling.
fn nested_graph(dir: &Path, path: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    sources(dir, None, &mut files);
    let depth_of = |p: &Path| p.strip_prefix(dir).map_or(1, |r| r.components().count());
    let mut paths = Vec::new();
    walk(dir, &mut paths);
    let mut modules: BTreeSet<String> = files.iter().map(|(m, _)| m.clone()).collect();
    modules.remove("mod");
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (file, text) in &paths {
        let rel = file.strip_prefix(dir).unwrap();
        let first = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_str()
            .unwrap();
        let module = first.strip_suffix(".rs").unwrap_or(first).to_string();
        if !modules.contains(&module) {
            continue;
        }
        let code = code(text);
        let supers = "super::".repeat(depth_of(file));
        let mut reached = uses_after(&code, &supers);
        reached.extend(uses_after(&code, &format!("{path}::")));
        let e = edges.entry(module.clone()).or_default();
        for d in reached {
            if modules.contains(&d) && d != module {
                e.insert(d);
            }
        }
    }
    edges
}

/// Every `.rs` file under `dir` with its text.
fn walk(dir: &Path, out: &mut Vec<(std::path::PathBuf, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            out.push((path, text));
        }
    }
}

/// Every module folder under `dir` (module path `path`) with its module path, depth first.
fn folders(dir: &Path, path: &str, out: &mut Vec<(std::path::PathBuf, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            let name = p.file_name().unwrap().to_str().unwrap().to_string();
            let sub = format!("{path}::{name}");
            out.push((p.clone(), sub.clone()));
            folders(&p, &sub, out);
        }
    }
}

/// A cycle through the graph, as a path `a -> b -> … -> a`, if there is one.
fn cycle(edges: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    // 0: not seen, 1: on the current path, 2: done.
    fn visit(
        m: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(m.to_string(), 1);
        path.push(m.to_string());
        for next in edges.get(m).into_iter().flatten() {
            match state.get(next.as_str()).copied().unwrap_or(0) {
                1 => {
                    let from = path.iter().position(|p| p == next).unwrap();
                    let mut c = path[from..].to_vec();
                    c.push(next.clone());
                    return Some(c);
                }
                0 => {
                    if let Some(c) = visit(next, edges, state, path) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        path.pop();
        state.insert(m.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for m in edges.keys() {
        if state.get(m).copied().unwrap_or(0) == 0 {
            if let Some(c) = visit(m, edges, &mut state, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}

#[test]
fn no_module_imports_a_module_that_imports_it_back() {
    let edges = graph(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(edges.len() > 10, "too few modules found: {edges:?}");
    if let Some(c) = cycle(&edges) {
        panic!("import cycle among src/ modules: {}", c.join(" -> "));
    }
}

#[test]
fn no_submodule_imports_a_sibling_that_imports_it_back() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut dirs = Vec::new();
    folders(&src, "crate", &mut dirs);
    assert!(
        dirs.iter().any(|(_, p)| p == "crate::ai"),
        "no module folder found: {dirs:?}"
    );
    let mut cycles = Vec::new();
    for (dir, path) in &dirs {
        if let Some(c) = cycle(&nested_graph(dir, path)) {
            cycles.push(format!("{path}: {}", c.join(" -> ")));
        }
    }
    assert!(
        cycles.is_empty(),
        "import cycles inside module folders: {cycles:?}"
    );
}

#[test]
fn the_checker_sees_a_nested_cycle() {
    let dir = std::env::temp_dir().join(format!("layers-nested-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("mcts")).unwrap();
    let write = |name: &str, text: &str| std::fs::write(dir.join(name), text).unwrap();
    write("mod.rs", "mod mcts; mod parallel; fn f() { mcts::g(); }");
    write("greedy.rs", "use super::super::mcts::X;");
    write("mcts.rs", "use super::{greedy, Budget};");
    write("parallel.rs", "// super::mcts\nuse super::greedy::ranked;");
    let graph = || nested_graph(&dir, "crate::ai");
    // Comments, the folder's own items and a path that leaves the folder do not count.
    assert_eq!(cycle(&graph()), None, "{:?}", graph());
    // A file one folder deeper reaches a sibling of its own module with `super::super::`.
    write(
        "mcts/tree.rs",
        "fn f() { super::super::parallel::prefer(); }",
    );
    write("parallel.rs", "use crate::ai::{mcts::Mcts, Budget};");
    let c = cycle(&graph());
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        c,
        Some(vec!["mcts".into(), "parallel".into(), "mcts".into()])
    );
}

#[test]
fn the_checker_sees_a_cycle() {
    let modules: BTreeSet<String> = ["game", "scenario", "board", "state"]
        .map(String::from)
        .into();
    let lib = code("mod game;\npub use game::{Action, Game as TheGame};\npub use board::Pos;");
    let reexported = reexports(&lib);
    assert_eq!(reexported.get("TheGame").map(String::as_str), Some("game"));
    assert_eq!(reexported.get("Pos").map(String::as_str), Some("board"));
    let edges_of = |files: &[(&str, &str)]| -> BTreeMap<String, BTreeSet<String>> {
        files
            .iter()
            .map(|(m, text)| (m.to_string(), deps(&code(text), &modules, &reexported)))
            .collect()
    };
    let game_uses_scenario = ("game", "use crate::{board::Pos, scenario::X};");
    let cycle_of = |files: &[(&str, &str)]| cycle(&edges_of(files));
    assert_eq!(
        cycle_of(&[
            game_uses_scenario,
            ("scenario", "let x = crate::game::f();"),
            ("board", "")
        ]),
        Some(vec!["game".into(), "scenario".into(), "game".into()])
    );
    // Through an item lib.rs re-exports, and through a nested group.
    for scenario in [
        "fn f(g: &crate::TheGame) {}",
        "use crate::{board::{Pos, Side}, game::Game};",
        "use crate::{\n    board::{self, Pos},\n    Action,\n};",
    ] {
        assert_eq!(
            cycle_of(&[game_uses_scenario, ("scenario", scenario), ("board", "")]),
            Some(vec!["game".into(), "scenario".into(), "game".into()]),
            "{scenario}"
        );
    }
    // Comments and test modules do not count; neither do names that are no module's.
    for scenario in [
        "// crate::game\n#[cfg(test)]\nuse crate::game::f;",
        "use crate::{board::Pos, state::{State, Phase}};",
        "let v = crate::VERSION;",
    ] {
        assert_eq!(
            cycle_of(&[game_uses_scenario, ("scenario", scenario), ("board", "")]),
            None,
            "{scenario}"
        );
    }
}

/// A file of `src/` over 800 lines says at its top why it is long (the team's rule: split by
/// concern, or state the reason): its first 20 lines say it is long, or how many lines it has.
#[test]
fn long_files_say_why_at_their_top() {
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        None,
        &mut files,
    );
    let mut silent = Vec::new();
    let mut long = 0;
    for (module, text) in &files {
        if text.lines().count() <= 800 {
            continue;
        }
        long += 1;
        let top: String = text.lines().take(20).collect::<Vec<_>>().join("\n");
        if !top.contains(" lines") && !top.contains(" long") {
            let first = text.lines().next().unwrap_or("").to_string();
            silent.push(format!("{module}: {first}"));
        }
    }
    assert!(long > 0, "no long file found: is the rule still needed?");
    assert!(
        silent.is_empty(),
        "files over 800 lines without a reason at their top: {silent:?}"
    );
}
