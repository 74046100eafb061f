// A test's own value of a type the engine or a module declares, when the test gives only the
// fields the code under test reads: `expectFromView(fixture({ phase: 'meeple', … }))`. For
// `tsc --strict` (tests/tsconfig.json): says "a partial value, on purpose" where a cast would not.

/**
 * `v` as the type the call expects (inferred from where it is passed).
 * @template T
 * @param {unknown} v
 * @returns {T}
 */
export const fixture = (v) => /** @type {T} */ (v);
