// The part of npm gifenc (no types of its own, none on npm) that scripts/render.mjs uses: its
// CommonJS module as Node's `import()` gives it (`default`). For `tsc -p scripts` only.
declare module 'gifenc' {
  /** Colours as [r, g, b] (or [r, g, b, a]), at most 256. */
  type Palette = number[][];
  interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, options?: { palette?: Palette; delay?: number }): void;
    finish(): void;
    bytes(): Uint8Array;
  }
  const gifenc: {
    GIFEncoder(): Encoder;
    quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number): Palette;
    applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette): Uint8Array;
  };
  export default gifenc;
}
