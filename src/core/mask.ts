/**
 * Secret masking: every text that leaves the process (logs, reports, comments, prompts) passes
 * through a masker built from the secrets read at start-up.
 */

/** Secrets shorter than this are not masked: masking "a" would garble every message. */
const MIN_SECRET_LENGTH = 6;

export type Masker = (text: string) => string;

/** Returns a function that replaces every occurrence of the given secrets with `***`. */
export function createMasker(secrets: ReadonlyArray<string | undefined | null>): Masker {
  const values = [...new Set(secrets.filter((s): s is string => !!s && s.trim().length >= MIN_SECRET_LENGTH))]
    // Longest first so a secret that contains another is masked whole.
    .sort((a, b) => b.length - a.length);
  if (values.length === 0) return (text) => text;
  return (text) => {
    let out = text;
    for (const value of values) out = out.split(value).join('***');
    return out;
  };
}
