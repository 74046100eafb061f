// Limits shared by the page, the embed and the editor. Pure, no imports.

/** The most bytes a scenario or saved game may hold: the engine's limit of 1 MiB. */
export const MAX_GAME_BYTES = 1024 * 1024;
