/**
 * The blind judge's side of the real-PR eval, with the public benchmark's rule: the review's findings
 * become candidates, duplicates are grouped, and a separate judge (a person or a model that sees only
 * the request file) decides for each golden comment which candidate groups name the same underlying
 * issue. The judge also says which of the audit's drops named a golden issue (a wrong drop).
 */
import { z } from 'zod';
import type { AuditDrop, Finding, ReviewReport } from '../../src/core/types.js';
import type { RealPrCase } from './cases.js';

/** One finding as the judge sees it: no fingerprint, confidence or model name. */
export interface Candidate {
  id: string;
  path: string;
  start_line: number | null;
  line: number;
  severity: string;
  title: string;
  body: string;
  /** False for a finding prlens could not pin to a changed line (reported in the summary). */
  anchored: boolean;
}

export interface CandidateGroup {
  id: string;
  members: Candidate[];
}

/** Findings closer than this (in lines, same file) are grouped as duplicates. */
const DUPLICATE_DISTANCE = 1;

/** The review's findings (anchored and unanchored) as candidates, in report order. */
export function candidatesOf(report: Pick<ReviewReport, 'findings' | 'unanchored'>): Candidate[] {
  const all: Finding[] = [...report.findings, ...report.unanchored];
  return all.map((f, i) => ({
    id: `c${i + 1}`,
    path: f.path,
    start_line: f.start_line,
    line: f.line,
    severity: f.severity,
    title: f.title,
    body: f.body,
    anchored: f.anchored,
  }));
}

const rangeOf = (c: Candidate): [number, number] => [Math.min(c.start_line ?? c.line, c.line), c.line];

/**
 * Groups duplicates: two candidates on the same file whose line ranges overlap or lie within
 * DUPLICATE_DISTANCE lines are one group (transitively). A group counts once in precision.
 */
export function groupCandidates(candidates: readonly Candidate[]): CandidateGroup[] {
  const parent = candidates.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  candidates.forEach((a, i) => {
    const [a0, a1] = rangeOf(a);
    candidates.forEach((b, j) => {
      if (j <= i || a.path !== b.path) return;
      const [b0, b1] = rangeOf(b);
      if (b0 <= a1 + DUPLICATE_DISTANCE && a0 <= b1 + DUPLICATE_DISTANCE) parent[find(j)] = find(i);
    });
  });
  const groups = new Map<number, Candidate[]>();
  candidates.forEach((c, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), c]));
  return [...groups.values()].map((members, i) => ({ id: `g${i + 1}`, members }));
}

export interface JudgeRequest {
  case: string;
  instructions: string;
  golden: { index: number; comment: string; file: string; lines: [number, number]; severity: string }[];
  groups: CandidateGroup[];
  dropped_by_audit: (AuditDrop & { index: number })[];
}

const INSTRUCTIONS = [
  'You judge a code review against the known bugs of a pull request (the golden comments).',
  'For EACH golden comment, list the candidate groups whose findings describe the same underlying issue:',
  'the same defect in the same code, even if worded differently or placed a few lines away. A finding about a',
  'different problem on the same lines does not match; a vague finding that would not lead a reviewer to the',
  'defect does not match. Then list the audit drops (findings the review discarded) that describe that issue.',
  'Answer with JSON: {"case": <case id>, "golden": [{"index": <golden index>, "matched_groups": [<group ids>],',
  '"dropped_matches": [<drop indexes>], "reason": <one sentence>}]} with every golden index exactly once.',
].join(' ');

/** The judge's request for one case (for a clean case there is nothing to judge: no request). */
export function judgeRequest(c: RealPrCase, report: ReviewReport): JudgeRequest {
  return {
    case: c.id,
    instructions: INSTRUCTIONS,
    golden: c.golden.map((g, index) => ({
      index,
      comment: g.comment,
      file: g.file,
      lines: g.lines,
      severity: g.severity,
    })),
    groups: groupCandidates(candidatesOf(report)),
    dropped_by_audit: report.stats.dropped_by_audit.findings.map((d, index) => ({ index, ...d })),
  };
}

/** The request as Markdown, for a person or a model answering by hand. */
export function judgePrompt(request: JudgeRequest): string {
  const lines = [`# Judge: ${request.case}`, '', request.instructions, '', '## Golden comments', ''];
  for (const g of request.golden)
    lines.push(`${g.index}. [${g.severity}] ${g.file}:${g.lines[0]}-${g.lines[1]}: ${g.comment}`);
  lines.push('', '## Candidate groups', '');
  if (!request.groups.length) lines.push('(none: the review reported nothing)');
  for (const group of request.groups) {
    lines.push(`### ${group.id}`);
    for (const m of group.members) {
      const where = m.start_line && m.start_line !== m.line ? `${m.start_line}-${m.line}` : `${m.line}`;
      lines.push(
        `- ${m.id} [${m.severity}] ${m.path}:${where}${m.anchored ? '' : ' (unanchored)'}: ${m.title}`,
        '',
        indent(m.body),
        '',
      );
    }
  }
  lines.push('## Audit drops', '');
  if (!request.dropped_by_audit.length) lines.push('(none)');
  for (const d of request.dropped_by_audit)
    lines.push(`${d.index}. ${d.path}:${d.line}: ${d.title} (dropped because: ${d.reason})`);
  return `${lines.join('\n')}\n`;
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');

export const Verdict = z.strictObject({
  case: z.string().min(1),
  golden: z.array(
    z.strictObject({
      index: z.number().int().nonnegative(),
      matched_groups: z.array(z.string().regex(/^g\d+$/, 'a group id such as g1')),
      dropped_matches: z.array(z.number().int().nonnegative()).default([]),
      reason: z.string().min(1, 'say why, in one sentence'),
    }),
  ),
});
export type Verdict = z.infer<typeof Verdict>;

/** Parses a verdict file's text against its request; throws one error naming every problem. */
export function parseVerdict(
  text: string,
  request: JudgeRequest,
  source = `${request.case}.verdict.json`,
): Verdict {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new Error(`${source}: not JSON: ${(e as Error).message}`);
  }
  const parsed = Verdict.safeParse(raw);
  if (!parsed.success)
    throw new Error(
      `${source}:\n  ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('\n  ')}`,
    );
  const verdict = parsed.data;
  const problems: string[] = [];
  if (verdict.case !== request.case)
    problems.push(`case is ${verdict.case}, the request is for ${request.case}`);
  const groups = new Set(request.groups.map((g) => g.id));
  const seen = new Set<number>();
  for (const g of verdict.golden) {
    if (g.index >= request.golden.length) problems.push(`golden ${g.index}: no such golden comment`);
    if (seen.has(g.index)) problems.push(`golden ${g.index}: judged twice`);
    seen.add(g.index);
    for (const id of g.matched_groups)
      if (!groups.has(id)) problems.push(`golden ${g.index}: no candidate group ${id}`);
    for (const d of g.dropped_matches)
      if (d >= request.dropped_by_audit.length) problems.push(`golden ${g.index}: no audit drop ${d}`);
  }
  for (let i = 0; i < request.golden.length; i++) if (!seen.has(i)) problems.push(`golden ${i}: not judged`);
  if (problems.length) throw new Error(`${source}:\n  ${problems.join('\n  ')}`);
  return verdict;
}
