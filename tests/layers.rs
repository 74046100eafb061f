//! The crate is a one-way stack (docs/ARCHITECTURE.md): no module of `src/` may reach, through
//! its `crate::…` references, a module that reaches it back. Test modules (everything from the
//! first `#[cfg(test)]` of a file) and comments are left out, as in the team's
//! `modcycles.py` hook.

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

/// The code of a file without its test modules and `//` comments.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or("");
    text.lines()
        .map(|l| l.find("//").map_or(l, |i| &l[..i]))
        .collect::<Vec<_>>()
        .join("\n")
}

fn ident(s: &str) -> String {
    s.chars()
        .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_')
        .collect()
}

/// The modules a file's code names: `crate::name` and the first names of `crate::{a, b::c}`.
fn uses(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (i, _) in code.match_indices("crate::") {
        let rest = &code[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            for item in group.split(',') {
                out.insert(ident(item.trim()));
            }
        } else {
            out.insert(ident(rest));
        }
    }
    out.remove("");
    out
}

/// The module graph of `src/` (lib.rs left out: it only declares and re-exports).
fn graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut files = Vec::new();
    sources(src, None, &mut files);
    let modules: BTreeSet<String> = files.iter().map(|(m, _)| m.clone()).collect();
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, text) in &files {
        if module == "lib" || module == "main" {
            continue;
        }
        let e = edges.entry(module.clone()).or_default();
        for u in uses(&code(text)) {
            if &u != module && modules.contains(&u) && u != "lib" {
                e.insert(u);
            }
        }
    }
    edges
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
fn the_checker_sees_a_cycle() {
    let text = |t: &str| code(t);
    let mut edges = BTreeMap::new();
    edges.insert(
        "game".to_string(),
        uses(&text("use crate::{board::Pos, scenario::X};")),
    );
    edges.insert(
        "scenario".to_string(),
        uses(&text("let x = crate::game::f();")),
    );
    edges.insert("board".to_string(), BTreeSet::new());
    assert_eq!(
        cycle(&edges),
        Some(vec!["game".into(), "scenario".into(), "game".into()])
    );
    // Comments and test modules do not count.
    edges.insert(
        "scenario".to_string(),
        uses(&text("// crate::game\n#[cfg(test)]\nuse crate::game::f;")),
    );
    assert_eq!(cycle(&edges), None);
}
