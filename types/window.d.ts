// What the page, the embed and the editor leave on `window` for the tests and the scripts
// (page/hooks.js `__app`, embed/hooks.js `__embed`, editor/hooks.js `__editor`), and what
// scripts/long-tasks.mjs adds in the page it measures. For `tsc --checkJs` only (make lint).
interface Window {
  __app: any;
  __embed: any;
  __editor: any;
  __long: any;
  __span: any;
}
