/**
 * Prompt assembly. The system prompt is the cacheable prefix: the base instructions, the PR intent
 * and the unit's diff, all data wrapped in nonce delimiters the content cannot close. It depends on
 * the unit only, never on the lens, so providers serve every lens call after the first from their
 * prefix cache. The user message is the short lens-specific suffix.
 */
import type { PromptContext } from './context.js';
import { delimiters, safeNonce } from '../../../prompt/delimiters.js';
import { fillTemplate, languageName } from '../../../prompt/template.js';
import { unitGuidance } from '../../../prompt/guidance.js';
import { intentSection, noIntentSection } from '../../../prompt/intent.js';
import { PROMPTS } from '../../../prompt/prompts.generated.js';
import { redactSecrets } from '../../../prompt/redact.js';
import { displayPath } from '../../../core/visible-text.js';
import { classifyFile } from '../../select/file-class.js';
import { knownLines, knownSection } from '../../known/known-prompt.js';
import { renderFiles } from './render.js';
import { LOOKUP_INSTRUCTION } from '../../../context/lookup-text.js';
import type { LensSpec, ReviewUnit } from './types.js';

/** The shared prefix for one unit: byte-identical for every lens called on it. */
export function buildSystem(unit: Pick<ReviewUnit, 'files'>, ctx: PromptContext): string {
  return buildSystemParts(unit, ctx).system;
}

/** The shared prefix and, apart, the context pack it carries (null: none), so its tokens can be counted. */
export function buildSystemParts(
  unit: Pick<ReviewUnit, 'files'>,
  ctx: PromptContext,
): { system: string; pack: string | null; packCutTokens: number } {
  const diff = renderFiles(unit.files, ctx) + otherTestFiles(unit, ctx);
  const background = ctx.background === null ? null : redactSecrets(ctx.background.trim());
  // Repository-provided, so redacted like the diff and fenced like the intent.
  const guidance = unitGuidance(
    unit.files.map((f) => f.path),
    ctx.instructions ?? [],
  );
  const known = knownLines(
    unit.files.map((f) => f.path),
    ctx.known ?? [],
  );
  const nonce = safeNonce(ctx.nonce, [diff, background ?? '', guidance?.text ?? '', ...(known ?? [])]);
  const base = fillTemplate(basePrompt(), { nonce, language: languageName(ctx.language) });
  const parts = [base.trim()];
  parts.push(background !== null ? intentSection(background, nonce) : noIntentSection());
  if (guidance !== null) parts.push(guidance.section(nonce));
  if (known !== null) parts.push(knownSection(known, nonce));
  const d = delimiters('DIFF', nonce);
  parts.push(`The diff to review:\n${d.open}\n${diff}\n${d.close}`);
  // After the diff: the unit's prefix stays the same for every lens, so the pack is cached with it.
  // Capped by the unit's own diff: a small unit's pack never dwarfs what it reviews.
  const pack = ctx.repo?.pack?.(unit.files, nonce, ctx.countTokens(diff)) ?? null;
  if (pack !== null) parts.push(pack.text);
  // Offered only when the call can be answered: `repo-context: pack` or `off` has no lookup round.
  if (ctx.repo?.lookup) parts.push(LOOKUP_INSTRUCTION);
  return { system: `${parts.join('\n\n')}\n`, pack: pack?.text ?? null, packCutTokens: pack?.cutTokens ?? 0 };
}

/**
 * Test files the pull request changes outside this unit, named so the tests lens does not report
 * a missing test that the same change adds elsewhere. Empty when there are none, so a change
 * without tests pays nothing for it.
 */
function otherTestFiles(unit: Pick<ReviewUnit, 'files'>, ctx: PromptContext): string {
  const here = new Set(unit.files.map((f) => f.path));
  const tests = [...ctx.files.values()]
    .filter((f) => !here.has(f.path) && f.status !== 'deleted' && classifyFile(f.path).class === 'test')
    .map((f) => displayPath(f.path).replace(/[\r\n\u2028\u2029]+/g, ' '));
  if (tests.length === 0) return '';
  return `\n\nTest files this pull request also changes (diff not shown here): ${tests.join(', ')}`;
}

/** The lens-specific suffix: which lenses to apply and what each looks for. */
export function buildUser(lenses: readonly LensSpec[]): string {
  const head =
    lenses.length === 1
      ? `Review the diff through the lens \`${lenses[0]?.id ?? ''}\`.`
      : `Review the diff through these ${lenses.length} lenses; set \`lens\` on each finding to the lens that found it.`;
  const sections = lenses.map((l) => `## Lens \`${l.id}\`: ${l.title}\n\n${l.instructions.trim()}`);
  return `${head}\n\n${sections.join('\n\n')}\n\nAnswer with the JSON object only.\n`;
}

function basePrompt(): string {
  const base = PROMPTS.base;
  if (base === undefined)
    throw new Error('prompts/base.md is missing from the build: run node scripts/gen-prompts.mjs');
  return base;
}

/**
 * Tokens of everything in a call except the rendered diff: instructions, delimiters, intent and
 * the lens suffix. Measured, not guessed, so the ≤1,500 budget is checked by a test.
 */
export function fixedOverheadTokens(lenses: readonly LensSpec[], ctx: PromptContext): number {
  return ctx.countTokens(buildSystem({ files: [] }, ctx)) + ctx.countTokens(buildUser(lenses));
}
