// Whether this page runs inside a frame of another site. The game page and the editor keep a
// player's games and settings in this browser's storage: in a stranger's frame (where browsers
// that share storage with frames would let that site drive them) they refuse to run. The embed
// is the page meant for frames. Hosts also send `frame-ancestors` (docs/EMBED.md, "Hosting").

/** True when the page is in a frame whose top page is of another origin (or cannot be read). */
export function framedByAnotherSite(win = globalThis.window) {
  if (!win || win.top === win.self) return false;
  try {
    return !win.top || win.top.location.origin !== win.location.origin;
  } catch {
    return true; // a cross-origin top page cannot be read
  }
}
