// The rule texts the page and the embed link every rule id to, generated from docs/RULES.md
// (scripts/rules-to-js.mjs writes www/rules/<lang>.js). RULES: rule id -> {title, text}.
export { RULES } from './rules/en.js';
