/**
 * The hidden HTML markers by which prlens recognises its own comments (docs/contracts.md, "Hidden markers").
 * A marker says which of prlens's comments a comment is (the summary, the inline comment of a
 * finding); whether it is prlens's at all is its author, checked against the identity prlens posts
 * as (src/github/ownership.ts) — anyone can type a marker. Markers are read only at the place we
 * write them (the summary marker first, the fingerprint marker last): a finding's text may quote
 * marker-looking text inside a code span, where GitHub keeps it verbatim in the raw body.
 */
/** Hidden marker of the one summary comment; it records the last fully reviewed head SHA. */
export const SUMMARY_MARKER_PREFIX = '<!-- prlens:summary';
/** Hidden marker of an inline comment: its finding's fingerprint. */
const FINGERPRINT_MARKER_PREFIX = '<!-- prlens:fp=';

/** The summary marker's format version; a marker of another version carries no trusted state. */
const SUMMARY_MARKER_VERSION = 1;

/** State recorded in the summary marker. */
export interface SummaryState {
  /** Last fully reviewed head SHA; null when the last review was incomplete (the watermark never advances). */
  reviewedSha: string | null;
}

const FINGERPRINT = /^[A-Za-z0-9._:-]{1,128}$/;
const SHA = /^[0-9a-f]{7,64}$/i;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FINGERPRINT_AT_END = new RegExp(
  `${escapeRegExp(FINGERPRINT_MARKER_PREFIX)}([A-Za-z0-9._:-]{1,128}) -->\\s*$`,
);
// Leading whitespace is tolerated; anything else before the marker (a code span, a quote) is not ours.
const SUMMARY_AT_START = new RegExp(`^\\s*${escapeRegExp(SUMMARY_MARKER_PREFIX)}(?: ([^\\n]*?))? -->`);

/** `<!-- prlens:fp=<fp> -->`; throws on a fingerprint that could break out of the HTML comment. */
export function fingerprintMarker(fp: string): string {
  if (!FINGERPRINT.test(fp)) throw new Error(`invalid finding fingerprint ${JSON.stringify(fp)}`);
  return `${FINGERPRINT_MARKER_PREFIX}${fp} -->`;
}

/** The fingerprint of an inline comment we wrote (its marker ends the body), else null. */
export function readFingerprint(body: string): string | null {
  return FINGERPRINT_AT_END.exec(body)?.[1] ?? null;
}

/** Hidden marker of a merged comment: the fingerprints of every finding merged into it. */
const MEMBERS_MARKER_PREFIX = '<!-- prlens:members=';
/**
 * `<!-- prlens:members=<fp>,<fp> -->`, written right before the fingerprint marker of a comment
 * that merged several findings: a rejection of the comment rejects each of them (and no other).
 */
export function membersMarker(fps: readonly string[]): string {
  for (const fp of fps)
    if (!FINGERPRINT.test(fp)) throw new Error(`invalid finding fingerprint ${JSON.stringify(fp)}`);
  return `${MEMBERS_MARKER_PREFIX}${fps.join(',')} -->`;
}

/**
 * The member fingerprints of a merged comment we wrote (its marker right before the fingerprint
 * marker that ends the body), else []. Read by position, without a regular expression.
 */
export function readMembers(body: string): string[] {
  const text = body.trimEnd();
  if (readFingerprint(text) === null) return [];
  const before = text.slice(0, text.lastIndexOf(FINGERPRINT_MARKER_PREFIX)).trimEnd();
  const start = before.lastIndexOf(MEMBERS_MARKER_PREFIX);
  if (start < 0 || !before.endsWith(' -->')) return [];
  const fps = before.slice(start + MEMBERS_MARKER_PREFIX.length, -' -->'.length).split(',');
  return fps.every((fp) => FINGERPRINT.test(fp)) ? fps : [];
}

/** `<!-- prlens:summary {"v":1,"sha":"…"} -->`, the first line of the summary body. */
export function summaryMarker(state: SummaryState): string {
  const sha = state.reviewedSha;
  // The SHA lands inside an HTML comment: only hex may go there, so `-->` can never close it early.
  if (sha !== null && !SHA.test(sha)) throw new Error(`invalid reviewed SHA ${JSON.stringify(sha)}`);
  return `${SUMMARY_MARKER_PREFIX} ${JSON.stringify({ v: SUMMARY_MARKER_VERSION, sha })} -->`;
}

/**
 * The state in a summary body, or null when the body is not our summary (no marker at its very
 * start). A marker with unreadable JSON or another version still identifies our summary, but its
 * watermark is not trusted: `reviewedSha` is null, so the next run reviews the whole PR.
 */
export function readSummaryMarker(body: string): SummaryState | null {
  const match = SUMMARY_AT_START.exec(body);
  if (!match) return null;
  return { reviewedSha: parseSha(match[1] ?? '') };
}

function parseSha(json: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { v, sha } = value as { v?: unknown; sha?: unknown };
  if (v !== SUMMARY_MARKER_VERSION || typeof sha !== 'string' || !SHA.test(sha)) return null;
  return sha.toLowerCase();
}

const PROBE_MARKER = '<!-- prlens:probe -->';

/** Body of a PENDING review used only to test which comments GitHub accepts; deleted at once. */
export function probeMarker(): string {
  return PROBE_MARKER;
}

/** Whether a pending review is one of our probes (left behind when a run died mid-probe). */
export function isOurProbe(body: string | null | undefined): boolean {
  return (body ?? '').trimStart().startsWith(PROBE_MARKER);
}
