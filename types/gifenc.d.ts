// npm gifenc ships no types: scripts/render.mjs uses GIFEncoder, quantize and applyPalette.
declare module 'gifenc';
