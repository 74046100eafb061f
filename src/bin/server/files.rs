//! The built page, served as `scripts/serve.mjs` serves it (docs/HOSTING.md): `/` goes to
//! `/www/`; only www/, pkg/ and docs/ are served; a file's `.br` or `.gz` sibling is sent with
//! `Content-Encoding` when `Accept-Encoding` allows it; `Cache-Control` by path (the chunks a
//! year, the rest `no-cache` with a weak `ETag` and `304`s); the game page and the editor may
//! not be framed by other sites.

use std::path::{Component, Path, PathBuf};

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json; charset=utf-8",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "md" | "ftl" => "text/plain; charset=utf-8",
        "webmanifest" => "application/manifest+json; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// `Cache-Control` of a path: the chunks (hashed names) a year, everything else asked again.
pub fn cache_control(path: &str) -> &'static str {
    let chunk = path
        .strip_prefix("/www/chunks/")
        .is_some_and(|rest| !rest.is_empty() && !rest.contains('/'));
    if chunk {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    }
}

/// The encodings an `Accept-Encoding` allows, best first (`br`, `gzip`), with q-values.
pub fn accepted_encodings(accept: &str) -> Vec<&'static str> {
    let mut q: Vec<(String, f64)> = Vec::new();
    for part in accept.to_ascii_lowercase().split(',') {
        let mut it = part.trim().split(';');
        let name = it.next().unwrap_or("").trim().to_string();
        if name.is_empty() {
            continue;
        }
        let value = it
            .map(str::trim)
            .find_map(|p| p.strip_prefix("q="))
            .map_or(1.0, |v| v.parse().unwrap_or(0.0));
        q.push((name, value));
    }
    let get = |e: &str| q.iter().find(|(n, _)| n == e).map(|(_, v)| *v);
    ["br", "gzip"]
        .into_iter()
        .filter(|e| match get(e) {
            Some(v) => v > 0.0,
            None => get("*").unwrap_or(0.0) > 0.0,
        })
        .collect()
}

fn plain(status: StatusCode, text: &'static str) -> Response {
    (status, [(header::CONTENT_TYPE, "text/plain")], text).into_response()
}

/// The file of `uri` under `site`.
pub async fn serve(site: &Path, method: &Method, uri: &Uri, headers: &HeaderMap) -> Response {
    if method != Method::GET && method != Method::HEAD {
        return plain(StatusCode::METHOD_NOT_ALLOWED, "method not allowed");
    }
    let Ok(path) = percent_decode(uri.path()) else {
        return plain(
            StatusCode::BAD_REQUEST,
            "bad request: the path is not valid percent-encoding",
        );
    };
    if path == "/" || path == "/index.html" {
        let to = match uri.query() {
            Some(q) => format!("/www/?{q}"),
            None => "/www/".to_string(),
        };
        return (StatusCode::FOUND, [(header::LOCATION, to)]).into_response();
    }
    let path = if path.ends_with('/') {
        format!("{path}index.html")
    } else {
        path
    };
    let allowed = ["/www/", "/pkg/", "/docs/"]
        .iter()
        .any(|d| path.starts_with(d));
    let rel = Path::new(path.trim_start_matches('/'));
    let clean = rel.components().all(|c| matches!(c, Component::Normal(_)));
    if !allowed || !clean || path.contains('\0') {
        return plain(StatusCode::NOT_FOUND, "not found");
    }
    let file: PathBuf = site.join(rel);
    let Ok(info) = tokio::fs::metadata(&file).await else {
        return plain(StatusCode::NOT_FOUND, "not found");
    };
    if !info.is_file() {
        return plain(StatusCode::NOT_FOUND, "not found");
    }
    let mut out = HeaderMap::new();
    let set = |out: &mut HeaderMap, k: header::HeaderName, v: &str| {
        if let Ok(v) = HeaderValue::from_str(v) {
            out.insert(k, v);
        }
    };
    set(&mut out, header::CONTENT_TYPE, content_type(&file));
    set(&mut out, header::CACHE_CONTROL, cache_control(&path));
    set(&mut out, header::VARY, "Accept-Encoding");
    if path.ends_with(".html") {
        // the page reads this from its navigation timing to offer online play (page/online.js);
        // a static host sends no such mark, and its page makes no request to find out
        set(
            &mut out,
            header::HeaderName::from_static("server-timing"),
            "carcassonne-online;desc=\"1\"",
        );
    }
    if path == "/www/index.html" || path == "/www/editor.html" {
        set(
            &mut out,
            header::CONTENT_SECURITY_POLICY,
            "frame-ancestors 'self'",
        );
        set(&mut out, header::X_FRAME_OPTIONS, "SAMEORIGIN");
    }
    let accept = headers
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let mut body = None;
    let mut encoding = "identity";
    for enc in accepted_encodings(accept) {
        let mut sibling = file.clone().into_os_string();
        sibling.push(if enc == "gzip" { ".gz" } else { ".br" });
        if let Ok(b) = tokio::fs::read(&sibling).await {
            body = Some(b);
            encoding = enc;
            set(&mut out, header::CONTENT_ENCODING, enc);
            break;
        }
    }
    let body = match body {
        Some(b) => b,
        None => match tokio::fs::read(&file).await {
            Ok(b) => b,
            Err(_) => return plain(StatusCode::NOT_FOUND, "not found"),
        },
    };
    let mtime = info
        .modified()
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_millis() as u64);
    let etag = format!(
        "W/\"{}-{}-{encoding}\"",
        radix36(info.len()),
        radix36(mtime)
    );
    set(&mut out, header::ETAG, &etag);
    let matches = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        == Some(etag.as_str());
    if matches {
        return (StatusCode::NOT_MODIFIED, out).into_response();
    }
    set(&mut out, header::CONTENT_LENGTH, &body.len().to_string());
    let body = if method == Method::HEAD {
        Body::empty()
    } else {
        Body::from(body)
    };
    (StatusCode::OK, out, body).into_response()
}

fn radix36(mut n: u64) -> String {
    const DIGITS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut s = Vec::new();
    loop {
        s.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    s.reverse();
    String::from_utf8(s).unwrap_or_default()
}

/// Decodes `%xx` escapes; `Err` for a bad escape or bytes that are not UTF-8.
fn percent_decode(path: &str) -> Result<String, ()> {
    let b = path.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = b.get(i + 1..i + 3).ok_or(())?;
            let hex = std::str::from_utf8(hex).map_err(|_| ())?;
            out.push(u8::from_str_radix(hex, 16).map_err(|_| ())?);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodings_follow_the_q_values_as_serve_mjs_does() {
        assert_eq!(accepted_encodings("gzip, deflate, br"), ["br", "gzip"]);
        assert_eq!(accepted_encodings("br;q=0, gzip"), ["gzip"]);
        assert_eq!(accepted_encodings("*"), ["br", "gzip"]);
        assert!(accepted_encodings("").is_empty());
        assert!(accepted_encodings("identity").is_empty());
    }

    #[test]
    fn only_the_chunks_are_cached_for_a_year() {
        assert_eq!(
            cache_control("/www/chunks/a-1234.js"),
            "public, max-age=31536000, immutable"
        );
        assert_eq!(cache_control("/www/index.html"), "no-cache");
        assert_eq!(cache_control("/www/chunks/x/y.js"), "no-cache");
        assert_eq!(radix36(35), "z");
        assert_eq!(percent_decode("/www/a%20b"), Ok("/www/a b".into()));
        assert!(percent_decode("/www/%zz").is_err());
    }
}
