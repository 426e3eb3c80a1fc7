/**
 * Turns zod issues of a structured setting into messages a person can act on: each names its place
 * in the file (`finding-rules[2].match.path`), a missing key is called missing, and an unknown key
 * gets the nearest known key of that mapping as a suggestion.
 */
import { z } from 'zod';
import { nearest } from './nearest.js';

export type DocPath = Array<string | number>;

/** `finding-rules[2].match.path` for a key and a path inside its value. */
export function formatPath(path: DocPath): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
}

/** The keys a mapping at `path` inside `schema` accepts (empty when it is not a mapping). */
function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: z.ZodType[] = [schema];
  for (const step of [...path, null]) {
    const next: z.ZodType[] = [];
    for (let s of current) {
      while (s instanceof z.ZodOptional || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
      if (s instanceof z.ZodUnion) {
        current.push(...(s.options as z.ZodType[]));
        continue;
      }
      if (step === null) {
        if (s instanceof z.ZodObject) next.push(s);
      } else if (typeof step === 'number' && s instanceof z.ZodArray) next.push(s.element as z.ZodType);
      else if (typeof step === 'string' && s instanceof z.ZodObject) {
        const child = (s.shape as Record<string, z.ZodType>)[step];
        if (child) next.push(child);
      }
    }
    current = next;
  }
  return [...new Set(current.flatMap((s) => (s instanceof z.ZodObject ? Object.keys(s.shape) : [])))];
}

/** One message for one issue of a structured setting's value. */
export function issueMessage(schema: z.ZodType, issue: z.core.$ZodIssue): string {
  const path = issue.path;
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysAt(schema, path);
    return issue.keys
      .map((key) => {
        const hint = nearest(key, known);
        return (
          `unknown key '${key}'` +
          (hint ? `; did you mean '${hint}'?` : known.length > 0 ? `; use ${known.join(', ')}` : '')
        );
      })
      .join('; ');
  }
  const last = path[path.length - 1];
  if (issue.input === undefined && typeof last === 'string') return `'${last}' is missing: ${issue.message}`;
  return issue.message;
}
