//! The docs are references, not diaries (docs/CONTRIBUTING.md): today's figure, how to measure
//! it and what it means, the history left to git. So no doc under `docs/` names a work period
//! ("session 12"), and neither the docs nor the page's sources (comments, `.ftl` comments) name
//! a file of the page by its name from before the folders (`page-ai.js`, `editor-model.js`,
//! `embed.js`; today `page/ai.js`, `editor/model.js`, `embed/main.js`).

use std::path::Path;

/// Every file under `dir` whose name ends with one of `exts`, with its text.
fn files(dir: &Path, exts: &[&str], out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, exts, out);
        } else if exts.iter().any(|e| path.to_string_lossy().ends_with(e)) {
            let text = std::fs::read_to_string(&path).unwrap();
            out.push((path.display().to_string(), text));
        }
    }
}

/// The places (`line: text`) where `text` names a work period: "session" or "Session", a
/// space, a digit.
fn session_labels(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for (i, _) in line.match_indices("ession ") {
            let before = line[..i].chars().next_back();
            let after = line[i + "ession ".len()..].chars().next();
            if matches!(before, Some('s' | 'S')) && after.is_some_and(|c| c.is_ascii_digit()) {
                found.push(format!("{}: {}", n + 1, line.trim()));
            }
        }
    }
    found
}

/// The file names of the page from before its folders that `text` mentions: `page-x.js`,
/// `editor-x.js`, `embed-x.js` (but `pages.js`, a file of `words/` today) and a bare
/// `embed.js`.
fn stale_names(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for (i, _) in line.match_indices(".js") {
            let after = line[i + 3..].chars().next();
            if after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
                continue; // .json, .jsx
            }
            let start = line[..i]
                .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '*'))
                .map_or(0, |j| j + 1);
            let before = line[..start].chars().next_back();
            if before == Some('/') && !line[..start].ends_with("www/") {
                continue; // a path inside a folder: page/ai.js, words/pages.js
            }
            let name = &line[start..i];
            let stale = name == "embed"
                || ["page-", "editor-", "embed-"]
                    .iter()
                    .any(|p| name.starts_with(p));
            if stale {
                found.push(format!("{}: {name}.js", n + 1));
            }
        }
    }
    found
}

#[test]
fn no_doc_names_a_work_period() {
    let mut docs = Vec::new();
    files(Path::new("docs"), &[".md"], &mut docs);
    assert!(docs.len() > 5, "the docs are read from docs/");
    let bad: Vec<String> = docs
        .iter()
        .flat_map(|(path, text)| {
            session_labels(text)
                .into_iter()
                .map(move |l| format!("{path}:{l}"))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "docs name work periods:\n{}",
        bad.join("\n")
    );
}

#[test]
fn no_doc_or_page_source_names_a_file_from_before_the_folders() {
    let mut texts = Vec::new();
    files(Path::new("docs"), &[".md"], &mut texts);
    files(
        Path::new("www"),
        &[".js", ".ftl", ".css", ".html"],
        &mut texts,
    );
    assert!(texts.len() > 50, "the docs and the page's sources are read");
    let bad: Vec<String> = texts
        .iter()
        .flat_map(|(path, text)| {
            stale_names(text)
                .into_iter()
                .map(move |l| format!("{path}:{l}"))
        })
        .collect();
    assert!(bad.is_empty(), "old file names:\n{}", bad.join("\n"));
}

#[test]
fn the_checks_see_what_they_look_for() {
    assert_eq!(session_labels("measured in session 12 (abc)").len(), 1);
    assert_eq!(session_labels("**Session 18 (ebfd62c)**").len(), 1);
    assert!(session_labels("a game session, kept as one record; session.js").is_empty());
    assert_eq!(stale_names("see page-ai.js and editor-model.js").len(), 2);
    assert_eq!(stale_names("(embed.js marks it)").len(), 1);
    assert_eq!(
        stale_names("the embed's own words (www/embed-picture.js)").len(),
        1
    );
    assert!(
        stale_names("words/pages.js, page/ai.js, embed/main.js, embed-origins.json").is_empty()
    );
    assert!(stale_names("pages.js words it").is_empty());
}
