// What the outcome panel must never say (issue 11), as one pure function shared by the
// end-to-end check (outcome-words.test.mjs, which reads the real panel) and the unit test of the
// panel's words (tests/unit/messages.test.mjs). Not a test file itself.

const NOUNS = ['ghost', 'meeple', 'guard', 'tile', 'point', 'circle', 'side', 'bank', 'city', 'player'];
const PLURAL = { city: 'cities' };
export const COORDS = /\(\s*[−-]?\d+\s*,\s*[−-]?\d+\s*\)/;
const VERBS = { continue: /\bcontinu(es|e|ing)\b/i, limit: /\blimit(s|ed|ing)?\b/i, close: /\bclos(es|e|ing)\b/i };
/** "its north side continues", "the east and south sides limit". */
const SIDE_VERB = { continue: 'continues?', limit: 'limits?', close: 'closes?' };
const sideDoes = (verb) => new RegExp(
  `\\b(north|east|south|west)\\b(?:(?:,| and) (?:north|east|south|west)\\b)* sides? ${SIDE_VERB[verb]}\\b`, 'i');
/** Says the ghost does not move. */
const WITHHOLDS = /\bno ghost\b|\bnot placed\b|\bstays?\b|\bgo(?:es)? back to the supply\b/i;
/** Says a ghost goes to someone. */
const GIVES = /\bghosts? (?:[^.;]*? )?to (?:an opponent|you\b|your\b|[A-Z][\w-]*(?:'s)?\b)/;
/** Says why a ghost cannot be placed (G4): whose meeples are missing, or what ran empty. */
const G4_REASON = /\b(?:has|have) no (?:other |more )?meeples?\b|\bno meeple left\b|\bsupply is empty\b|\bno ghost (?:left )?in the supply\b|\bno ghost left\b/i;

/**
 * The bank a line describes: a line says what the placement does to a bank when its first
 * clause (before its first ":") names the bank ("Bank A (3 tiles): the north side continues
 * it") or states what happens to it, a verb in the third person ("Continues the mist: … The
 * bank of 3 tiles at (1, 0)", the panel before issue 11). A line that only names a bank
 * later, under a rule's title ("Limit with circles: 2 ghosts from bank A's circles"), takes
 * ghosts from it and does not describe it.
 */
function bankLineOf(text) {
  const first = text.split(':')[0];
  if (bankOf(first)) return bankOf(first);
  return /\b(continues|limits|closes)\b/i.test(first) ? bankOf(text) : null;
}

/** The bank a line names: "bank A", or (today's panel) "bank of 3 tiles at (1, 0)". */
function bankOf(text) {
  const m = text.match(/\b[Bb]ank ([A-Z])\b/) || text.match(/\bbank of \d+ tiles? at (\([^)]*\))/);
  return m ? m[1] : null;
}

/**
 * The problems of one panel: `lines` are `{text, rule}` (a line's words and the rule it is
 * filed under, data-rule), `head` the text around them. Contradictions, precisely:
 *  1. one bank, several lines that each say what the placement does to it (continue, limit,
 *     close) — one sentence per bank;
 *  2. one line that says a bank is both continued and limited (or closed and limited) without
 *     naming the side of the new tile that does each;
 *  3. two lines of the same rule about the same bank (or no bank), one saying a ghost goes to
 *     someone and the other that no ghost moves (and not a split of one count in one line);
 *  4. lines citing G4 that say a ghost "stays where it is" in one and "goes back to the supply"
 *     in another without saying where it is.
 */
export function panelProblems(lines, head = '') {
  const problems = [];
  const all = [head, ...lines.map((l) => l.text)].join('\n');
  const coords = all.match(COORDS);
  if (coords) problems.push(`a coordinate pair ${coords[0]} in the default text`);
  if (all.includes('(s)')) problems.push('"(s)" in the text');
  for (const noun of NOUNS) {
    const many = PLURAL[noun] || `${noun}s`;
    const one = all.match(new RegExp(`(?<![\\w.,−-])1 ${many}\\b`));
    if (one) problems.push(`"${one[0]}"`);
    const more = all.match(new RegExp(`(?<![\\w.,−-])(?:0|[2-9]|\\d{2,}) ${noun}\\b`));
    if (more) problems.push(`"${more[0]}"`);
  }
  // 1 and 2: the banks
  const verbsByBank = new Map();
  for (const l of lines) {
    const bank = bankLineOf(l.text);
    if (!bank) continue;
    const verbs = Object.keys(VERBS).filter((v) => VERBS[v].test(l.text.replace(/\bcan never close\b/gi, '')));
    if (!verbs.length) continue;
    if (!verbsByBank.has(bank)) verbsByBank.set(bank, []);
    verbsByBank.get(bank).push({ verbs, text: l.text });
    if (verbs.includes('limit') && verbs.length > 1) {
      for (const v of verbs) {
        if (!sideDoes(v).test(l.text)) {
          problems.push(`bank ${bank}: "${l.text}" says ${verbs.join(' and ')} without the side that does "${v}"`);
        }
      }
    }
  }
  for (const [bank, said] of verbsByBank) {
    if (said.length > 1) problems.push(`bank ${bank} has ${said.length} lines: ${said.map((s) => `"${s.text}"`).join(' / ')}`);
  }
  // 3: the same rule and bank, a ghost given in one line and none moved in another
  // (two lines are about the same bank when they name the same one, or one of them none)
  const gives = lines.filter((l) => GIVES.test(l.text) && !WITHHOLDS.test(l.text));
  const none = lines.filter((l) => /\bno ghost\b|\bnot placed\b/i.test(l.text) && !GIVES.test(l.text.replace(/\bno ghost\b[^.;]*/i, '')));
  const opposite = gives.flatMap((g) => none.filter((n) => n !== g && n.rule === g.rule
    && (!bankOf(g.text) || !bankOf(n.text) || bankOf(g.text) === bankOf(n.text))).map((n) => [g, n]));
  for (const [g, n] of opposite.slice(0, 3)) problems.push(`${g.rule}: "${g.text}" and "${n.text}" read as opposites`);
  // 4 and the G4 reason
  const g4 = lines.filter((l) => /\bG4\b/.test(l.text) || l.rule === 'G4');
  for (const l of g4) {
    if (!G4_REASON.test(l.text)) problems.push(`a G4 line without its reason: "${l.text}"`);
  }
  const vagueStays = g4.find((l) => /stays? where (it is|they are)/i.test(l.text));
  const back = g4.find((l) => /back to the supply/i.test(l.text));
  if (vagueStays && back && vagueStays !== back) {
    problems.push(`G4 read two ways: "${vagueStays.text}" and "${back.text}"`);
  }
  return problems;
}


/** Words of a feature as the engine's files name it ("road1", "mist2"), never read by a player. */
const FILE_WORD = /\b(?:city|road|field|mist|monastery|castle|cemetery|fields?)\d+\b|\b(?:place-tile|place-meeple|skip-meeple|move-ghost|undefined|NaN|null)\b|\[object |\{ ?\$/;

/**
 * What no sentence a player reads may say, in any language (issue 24): a coordinate pair, a raw
 * message id (`ids`: the .ftl files' message ids), a file keyword ("road1", "move-ghost"), and
 * each language's grammar: French "de les", "de un", "à le" (du, des, d'un, au, aux), a verb
 * with "aucun" and no "ne", a preposition before a colon ("sur : pré"), no space before a
 * colon, "Sentinelle", "Indice", "dans le pré"; Czech "z"/"ze" and "s"/"se" before a number as it
 * is read (ze 2, z 5, se 7), "další 3" (not "dalších 3").
 * Returns the problems, each naming what it found.
 */
export function wordingProblems(text, lang, ids = new Set()) {
  const out = [];
  const s = String(text).replace(/[\u2068\u2069]/g, '');
  const found = (re, why) => {
    const m = s.match(re);
    if (m) out.push(`${why}: "${m[0]}" in "${s}"`);
  };
  found(COORDS, 'a coordinate pair');
  found(FILE_WORD, 'a file keyword');
  for (const word of s.match(/\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\b/g) || []) {
    if (ids.has(word)) out.push(`a raw message id: "${word}" in "${s}"`);
  }
  if (lang === 'fr') {
    found(/\b(?:de|à) (?:les|le)\b/i, 'French: "du", "des", "au" or "aux"');
    found(/\bde (?:un|une|il|elle)\b/i, 'French: "d’un", "d’une"');
    found(/(?<!\bne |\bn’a |\bn'a |\bn’ai )\b(?:joue|pose|posé|place|placé|met|mis)e? aucun/i, 'French: "ne … aucun"');
    found(/\b(?:sur|de|à|dans|vers|en|du|au) :/i, 'French: a preposition before a colon');
    found(/[A-Za-zÀ-ÿ)\]]:(?:\s|$)/, 'French: a space before a colon');
    // the game's own words (issue 43): a guard is a Sentinelle (not a "meeple Sentinelle"), the
    // Hint an Indice, a meeple stands *dans* le pré (as in la ville)
    found(/\bmeeples? Sentinelles?\b/i, 'French: "Sentinelle", not "meeple Sentinelle"');
    found(/\bConseil\b/, 'French: the Hint is "Indice"');
    found(/\bsur le pré/i, 'French: "dans le pré"');
  }
  if (lang === 'cs') {
    // the number as read: ze dvou, ze tří, ze čtyř, ze šesti, ze sedmi, ze dvanácti…, z pěti, z osmi
    found(/\bz (?:[2-467]|1[2-467]|[2-467]\d)(?!\d)/, 'Czech: "ze" before this number');
    found(/\bze (?:[1589]|1[01589]|[589]\d)(?!\d)/, 'Czech: "z" before this number');
    found(/\bs (?:[67]|1[67]|[67]\d)(?!\d)/, 'Czech: "se" before this number');
    found(/\bdalších [234]\b/, 'Czech: "další" before 2, 3, 4');
  }
  return out;
}
