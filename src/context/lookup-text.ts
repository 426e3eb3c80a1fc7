/**
 * The lookup round's words, apart from the engine so the prompt and the answer parser can name
 * them without loading the index: what a review call may ask for, and how it is told so.
 */

/** What a review call may ask for: a declaration, or the lines that use a name. */
export interface LookupRequest {
  kind: 'definition' | 'usages';
  symbol: string;
}

/** Lookups answered per call: one bounded round, not a crawl of the repository. */
export const MAX_LOOKUPS = 6;

/** Told to the model with every pack when its calls may look code up (rendered after the diff). */
export const LOOKUP_INSTRUCTION =
  'Before you report a finding that depends on code not shown (a caller, a callee, a default, a sibling ' +
  'implementation), you may ask for it once: list up to ' +
  String(MAX_LOOKUPS) +
  ' `lookups` ' +
  '(`{"kind": "definition" | "usages", "symbol": "name"}`) with your findings. You then get the answers ' +
  'and answer once more with your complete findings. An answer marked LOOKUP FAILED is no evidence ' +
  'either way. Leave `lookups` empty when the diff and the context suffice.';
