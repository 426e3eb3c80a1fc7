/**
 * One finding per identity, for the dedupe stage (dedupe-stage.ts), which runs it once over every
 * lens's findings. Identity is wording-free (the fingerprint: path, normalised category, normalised
 * anchor), so two lenses phrasing one problem differently, or a rerun rewording it, collapse into
 * one. Findings of one problem under different identities are the merge stage's (merge-findings.ts).
 * The helpers that combine members (lens names, the suggestion a merged finding may carry) serve
 * both stages of this folder.
 */
import { SEVERITY_RANK, type Finding } from '../../../core/types.js';

/** Orders findings best first: most severe, then most confident, then pinned to a line. */
function better(a: Finding, b: Finding): boolean {
  const bySeverity = SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity];
  if (bySeverity !== 0) return bySeverity > 0;
  if (a.confidence !== b.confidence) return a.confidence > b.confidence;
  return a.anchored && !b.anchored;
}

/** Lens names joined with `+`, each once, in `order` (the configured lens order) where known. */
export function mergeLensNames(names: readonly string[], order: readonly string[] = []): string {
  const unique = [...new Set(names.flatMap((n) => n.split('+')).filter((n) => n !== ''))];
  const rank = (n: string) => {
    const i = order.indexOf(n);
    return i === -1 ? order.length : i;
  };
  // Stable sort: unknown lenses keep their first-seen order after the known ones.
  return unique.sort((a, b) => rank(a) - rank(b)).join('+');
}

/** A finding of prlens's own static rules (its lens is or includes `static`), merged or not. */
export function isPrlensRule(f: Finding): boolean {
  return f.rule !== null && f.lens.split('+').includes('static');
}

/**
 * The suggestion a merged finding may carry, from the members at its range: a prlens rule's own
 * fix (or none) when a rule is a member, since only that fix can be re-checked by what flagged
 * it; otherwise the first member's at that range. A model's code never rides on a rule's finding.
 */
export function mergedSuggestion(
  members: readonly Finding[],
  atRange: (f: Finding) => boolean,
): Pick<Finding, 'suggestion' | 'suggestion_rule'> {
  const rules = members.filter(isPrlensRule);
  const from = (rules.length > 0 ? rules : members).find((f) => atRange(f) && f.suggestion !== null);
  if (from === undefined) return { suggestion: null };
  const own = from.suggestion_rule !== undefined && from.suggestion_rule === from.rule;
  return own
    ? { suggestion: from.suggestion, suggestion_rule: from.suggestion_rule }
    : { suggestion: from.suggestion };
}

/**
 * One finding per fingerprint: the most severe and most confident one, carrying every lens that
 * reported it. When the best one could not be pinned but a duplicate was, the pinned location wins.
 * When a prlens rule reported it, the rule's title and text lead (a model cannot rename it) and its
 * own fix, or none, is the suggestion.
 */
export function dedupeFindings(findings: readonly Finding[], lensOrder: readonly string[] = []): Finding[] {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    const group = groups.get(finding.fingerprint);
    if (group) group.push(finding);
    else groups.set(finding.fingerprint, [finding]);
  }
  const merged: Finding[] = [];
  for (const group of groups.values()) {
    let best = group[0]!;
    for (const f of group.slice(1)) if (better(f, best)) best = f;
    const lens = mergeLensNames(
      group.map((f) => f.lens),
      lensOrder,
    );
    const rule =
      group.find(isPrlensRule)?.rule ?? best.rule ?? group.find((f) => f.rule !== null)?.rule ?? null;
    const lead = group.find(isPrlensRule) ?? best;
    const { suggestion_rule: _fromMergedSuggestion, ...head } = lead;
    const graded = {
      ...head,
      severity: best.severity,
      confidence: Math.max(...group.map((f) => f.confidence)),
    };
    // A rule's place leads too: its own fix was written for it.
    const pinned = [lead, best].find((f) => f.anchored) ?? group.find((f) => f.anchored);
    if (!pinned) {
      merged.push({ ...graded, lens, rule, ...mergedSuggestion(group, (f) => f === lead) });
      continue;
    }
    // A suggestion fits only the range it was written for: take one from a duplicate at that range.
    const sameRange = (f: Finding) =>
      f.anchored && f.line === pinned.line && f.start_line === pinned.start_line && f.side === pinned.side;
    merged.push({
      ...graded,
      line: pinned.line,
      start_line: pinned.start_line,
      side: pinned.side,
      anchor: pinned.anchor,
      anchored: true,
      ...mergedSuggestion(group, sameRange),
      lens,
      rule,
    });
  }
  return merged;
}
