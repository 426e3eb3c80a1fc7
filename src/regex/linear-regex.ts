/**
 * Regular expressions written by users (finding-rules titles) and by a model (the deep agent's
 * code_search) run on RE2's linear-time engine, never on V8's backtracking one. A backtracking engine
 * takes exponential time on patterns such as `(a|a?)+$` or `((a+))+$` (12–51 s on a 25-character
 * line), and no guard on the pattern's shape catches them all; while it runs, the event loop is
 * blocked and no deadline can fire. RE2 matches in time linear in the text, whatever the pattern
 * (https://github.com/google/re2/wiki/WhyRE2), at the price of look-around and back-references.
 * The engine is re2js (MIT, pure JavaScript: it bundles into dist/ with nothing native or WASM to ship),
 * loaded on the first pattern a run compiles (vendored.ts).
 */
import type * as Re2js from 're2js';
import { loadVendored } from './vendored.js';

/** A compiled pattern: `test` is linear in the length of the text. */
export interface LinearRegex {
  readonly source: string;
  test(text: string): boolean;
}

/** What the engine cannot do, said once for every error message. */
export const LINEAR_SYNTAX_NOTE = 'RE2 syntax: no look-around, no back-references';

/**
 * Compiles `pattern` for the linear-time engine, or throws an Error that says why (invalid, or a
 * construct RE2 does not have).
 */
export function compileLinearRegex(pattern: string, options: { ignoreCase?: boolean } = {}): LinearRegex {
  const engine = loadVendored<typeof Re2js>('re2js').RE2JS;
  let re: Re2js.RE2JS;
  try {
    re = engine.compile(pattern, options.ignoreCase ? engine.CASE_INSENSITIVE : 0);
  } catch (error) {
    throw new Error(`not a valid regular expression (${LINEAR_SYNTAX_NOTE}): ${(error as Error).message}`, {
      cause: error,
    });
  }
  return { source: pattern, test: (text) => re.test(text) };
}
