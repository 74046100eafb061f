// A file's bytes as text: UTF-8 (with or without its byte order mark), or UTF-16 with one, as
// a text editor writes them; anything else is not text (a Latin-1 file's "ô" would otherwise
// come out as "�" inside a player's name).

import { BACKUP_FORMAT } from './storage.js';

/** `bytes` as text, or null when they are not text in UTF-8 (or UTF-16 with its mark). @param {Uint8Array} bytes */
export function fileText(bytes) {
  const label = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : 'utf-8';
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Whether `text` is a backup of all games (storage.js writes its `format` first). */
export const isBackupText = (/** @type {string} */ text) => new RegExp(`^\\s*\\{\\s*"format"\\s*:\\s*"${BACKUP_FORMAT}"`).test(text.slice(0, 200));
