/**
 * The lookup round's words, apart from the engine so the prompt and the answer parser can name
 * them without loading the index: what a review call may ask for, and how it is told so.
 */

/** What a review call may ask for: a declaration, or the lines that use a name. */
export interface LookupRequest {
  kind: 'definition' | 'usages';
  symbol: string;
}

/**
 * The lookups' answers as one message, and how many of them told the model something (`found` or
 * `none`): with none answered the round cannot change an answer, so it is not paid for.
 */
export interface LookupReply {
  text: string;
  answered: number;
}

/** Lookups answered per call: one bounded round, not a crawl of the repository. */
export const MAX_LOOKUPS = 6;

/**
 * Told to the model with every pack when its calls may look code up (rendered after the diff).
 * Concrete on purpose: offered only as "you may ask", no blind answerer of the tuning run ever
 * asked (issue 44), so it names what to ask for and when a lookup pays.
 */
export const LOOKUP_INSTRUCTION =
  'Before you report a finding that depends on code not shown, or set aside a suspicion because that ' +
  'code is not shown, look it up: list up to ' +
  String(MAX_LOOKUPS) +
  ' `lookups` (`{"kind": "definition" | "usages", "symbol": "name"}`) with the findings you are already ' +
  'sure of. It pays when a changed line calls a function whose body is not above (`definition`: what it ' +
  'returns, throws or defaults to), when a change alters what a function takes, returns or guarantees ' +
  '(`usages`: do its callers still hold), and when the change copies or mirrors a sibling implementation. ' +
  'Name the symbol as the code spells it (`parseConfig`, not `config.parseConfig()`). You then get the ' +
  'answers and answer once more with your complete findings. An answer marked LOOKUP FAILED is no ' +
  'evidence either way. Leave `lookups` empty when the code is already shown above.';
