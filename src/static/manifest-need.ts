/**
 * When the static lens asks for a file's manifests (manifest.ts), and how much of their answer it
 * takes: only a file whose findings they could change is read, and a script never makes a server
 * a maintainer's script.
 */
import type { StaticFinding } from './static-finding.js';
import type { StaticRule } from './rule-file.js';
import { isCodeLanguage, targetsOf, type RuleLanguage } from './languages.js';
import { servesRequests } from './flow/entry-points.js';
import type { ManifestFact, ManifestNeed } from './manifest.js';

/** What of a scanned file these decisions read (static-file.ts's StaticFile). */
interface Scanned {
  content: string;
  role?: 'source' | 'test' | undefined;
}

/**
 * What of its manifests could change a file's findings, null when nothing: a JavaScript or TypeScript
 * source file (not a test) with a finding of a rule gated on a dependency's version (`versions`), or
 * graded by flow or skipping maintainer's scripts (the scripts).
 */
export function manifestNeed(
  file: Scanned,
  language: RuleLanguage,
  rules: readonly StaticRule[],
  findings: readonly StaticFinding[],
): ManifestNeed | null {
  if (file.role === 'test' || !targetsOf('javascript').includes(language)) return null;
  const byId = new Map(rules.map((r) => [r.id, r]));
  const of = findings.map((f) => byId.get(f.ruleId)).filter((r) => r !== undefined);
  const versions = of.some((r) => r.dependency !== undefined || r.needsPackage !== undefined);
  const scripts = of.some((r) => r.flow !== undefined || r.inScripts === 'skip');
  return versions || scripts ? { versions } : null;
}

/**
 * The facts as the rules may use them. A script of the manifest runs the file only when the file
 * serves no request (reads none, declares no handler): a `package.json` line never makes a server a
 * maintainer's script.
 */
export function accepted(fact: ManifestFact, file: Scanned, language: RuleLanguage): ManifestFact {
  if (fact.runBy === undefined || !isCodeLanguage(language) || !servesRequests(file.content, language))
    return fact;
  return { ...fact, runBy: undefined };
}
