// Pictures of a scenario from the command line, for a wiki bot or a batch of rule pages: the
// engine's WebAssembly module (pkg/, built for the web, started with initSync on the file's
// bytes) and the page's own renderer (www/ui/export.js → scene.js, board.js, draw.js) drawing on
// the SVG target (www/render/vector.js); the PNG is that SVG rasterised by resvg (npm @resvg/resvg-js,
// its native binary an npm package). No browser.
//
//   node scripts/render.mjs www/scenarios/example-2.json --step 1 --lang fr --svg out.svg --png out.png
//
// Options: --step N (0: the scenario's position; default 0), --lang en|fr|nl|cs|de (the
// scenario's texts), --show x,y[,rotation] | none, --text (the caption and the outcome's words
// under the board), --legend, --link URL (the live demonstrator, written under the picture and
// linked from the SVG), --scale S (the PNG's pixels per CSS pixel: 1 or 2; default 1),
// --theme light|dark, --svg FILE, --png FILE, --gif FILE (an animation of every step, from the
// scenario's position to its end, one frame a step, --delay ms each: npm gifenc). With none of
// --svg, --png, --gif the SVG goes to standard output. Prints each file written with its size
// (and the picture's width × height).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';


/** The engine's module, started synchronously from pkg/'s .wasm file. */
export async function loadEngine() {
  const engine = await import('../pkg/carcassonne_mist.js');
  engine.initSync({ module: readFileSync(new URL('../pkg/carcassonne_mist_bg.wasm', import.meta.url)) });
  return engine;
}

/** The SVG drawn by resvg: its image (`scale` pixels per SVG unit). */
async function rasterise(svg, scale) {
  const { Resvg } = await import('@resvg/resvg-js');
  const r = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
  });
  return r.render();
}

/** A PNG of an SVG string: `{png: Buffer, width, height}` (`scale` pixels per SVG unit). */
export async function pngOfSvg(svg, scale = 1) {
  const img = await rasterise(svg, scale);
  return { png: img.asPng(), width: img.width, height: img.height };
}

/**
 * An animated GIF of SVG frames (npm gifenc): each frame drawn by resvg, put on a canvas as big
 * as the largest (the rest in `background`), 256 colours a frame; the last frame stays longer.
 */
export async function gifOfSvgs(svgs, { scale = 1, delay = 2500, background = [228, 221, 204] } = {}) {
  const { default: gifenc } = await import('gifenc');
  const { GIFEncoder, quantize, applyPalette } = gifenc;
  const images = [];
  for (const svg of svgs) images.push(await rasterise(svg, scale));
  const width = Math.max(...images.map((i) => i.width));
  const height = Math.max(...images.map((i) => i.height));
  const gif = GIFEncoder();
  images.forEach((img, k) => {
    const rgba = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba.set([...background, 255], i * 4);
    const px = img.pixels;
    for (let y = 0; y < img.height; y++) rgba.set(px.subarray(y * img.width * 4, (y + 1) * img.width * 4), y * width * 4);
    const palette = quantize(rgba, 256);
    gif.writeFrame(applyPalette(rgba, palette), width, height, { palette, delay: k === images.length - 1 ? delay * 2 : delay });
  });
  gif.finish();
  return { gif: Buffer.from(gif.bytes()), width, height, frames: images.length };
}

function parseArgs(argv) {
  const o = { step: 0, lang: 'en', scale: 1, text: false, legend: false, link: '', theme: 'light', show: null, svg: null, png: null, gif: null, delay: 2500, file: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--step') o.step = Number(val());
    else if (a === '--lang') o.lang = val();
    else if (a === '--scale') o.scale = Number(val());
    else if (a === '--text') o.text = true;
    else if (a === '--legend') o.legend = true;
    else if (a === '--link') o.link = val();
    else if (a === '--theme') o.theme = val();
    else if (a === '--svg') o.svg = val();
    else if (a === '--png') o.png = val();
    else if (a === '--gif') o.gif = val();
    else if (a === '--delay') o.delay = Number(val());
    else if (a === '--show') {
      const v = val();
      if (v === 'none') o.show = 'none';
      else {
        const m = /^(-?\d+),(-?\d+)(?:,(0|90|180|270))?$/.exec(v);
        if (!m) throw new Error(`--show ${v}: write x,y or x,y,rotation (0, 90, 180 or 270) or none`);
        o.show = { x: Number(m[1]), y: Number(m[2]), rotation: m[3] === undefined ? null : Number(m[3]) };
      }
    } else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else if (!o.file) o.file = a;
    else throw new Error(`one scenario file at a time (${o.file}, ${a})`);
  }
  if (!o.file) throw new Error('usage: node scripts/render.mjs SCENARIO.json [--step N] [--lang fr] [--text] [--legend] [--link URL] [--svg out.svg] [--png out.png] [--scale 2]');
  if (!Number.isInteger(o.step) || o.step < 0) throw new Error('--step: a whole number, 0 or more');
  if (!(o.scale > 0 && o.scale <= 4)) throw new Error('--scale: a number above 0, at most 4');
  if (!(o.delay >= 100 && o.delay <= 60_000)) throw new Error('--delay: milliseconds a frame, 100 to 60000');
  if (!['en', 'fr', 'nl', 'cs', 'de'].includes(o.lang)) throw new Error(`--lang ${o.lang}: one of en, fr, nl, cs, de`);
  return o;
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const text = readFileSync(o.file, 'utf8');
  const engine = await loadEngine();
  const { framesOfScenario, svgOfScenario } = await import('../www/ui/export.js');
  // the picture's words in its language: the same .ftl files the embed fetches (i18n.js)
  const { useWords, wordsFrom } = await import('../www/words/i18n.js');
  useWords(wordsFrom(o.lang, ['common', 'panel', 'legend', 'embed', 'picture', 'errors'].map((area) => readFileSync(new URL(`../www/locales/${o.lang}/${area}.ftl`, import.meta.url), 'utf8'))));
  const opts = { lang: o.lang, outcomeText: o.text, legend: o.legend, link: o.link, theme: o.theme };
  if (o.gif) {
    const { svgs } = framesOfScenario(engine, text, opts);
    const { gif, width, height, frames } = await gifOfSvgs(svgs, { scale: o.scale, delay: o.delay, background: o.theme === 'dark' ? [37, 34, 29] : [228, 221, 204] });
    writeFileSync(o.gif, gif);
    console.log(`${o.gif}: ${gif.length} bytes, ${width} × ${height}, ${frames} frames`);
    if (!o.svg && !o.png) return;
  }
  const svg = svgOfScenario(engine, text, { ...opts, step: o.step, show: o.show });
  if (o.svg) {
    writeFileSync(o.svg, svg);
    console.log(`${o.svg}: ${Buffer.byteLength(svg)} bytes`);
  }
  if (o.png) {
    const { png, width, height } = await pngOfSvg(svg, o.scale);
    writeFileSync(o.png, png);
    console.log(`${o.png}: ${png.length} bytes, ${width} × ${height}`);
  }
  if (!o.svg && !o.png) process.stdout.write(svg);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e) => {
    console.error(`render.mjs: ${e && e.message ? e.message : e}`);
    process.exit(1);
  });
}

