/** One small change, a static rule and a scripted model over it: what the stage-list tests review. */
import type { Clock } from '../../../src/core/ports.js';
import { emptyUsage } from '../../../src/core/types.js';
import { parseUnifiedDiff } from '../../../src/diff/parse.js';
import { createMemoryLogger } from '../../../src/log/stderr-logger.js';
import type { PipelineInput } from '../../../src/review/pipeline.js';
import { runContext } from '../../../src/review/run-context.js';
import type { ScriptedModel } from '../exec/helpers.js';
import { MemoryWorkspace } from '../exec/helpers.js';
import { addedFileDiff } from '../../support/diff-text.js';

export const NEW = [
  "import { execSync } from 'node:child_process';",
  'export function list(dir: string): string {',
  '  return execSync(`ls ${dir}`).toString();',
  '}',
  '',
].join('\n');
const DIFF = addedFileDiff('src/list.ts', NEW);

/** The pipeline's input over the change, with `model` as the model and `clock` as the clock. */
export function inputFor(
  model: ScriptedModel,
  options: { clock: Clock; maxReviewSeconds?: number },
): PipelineInput {
  const seconds = options.maxReviewSeconds ?? 0;
  return {
    context: runContext({ clock: options.clock, logger: createMemoryLogger() }),
    change: {
      files: parseUnifiedDiff(DIFF),
      workspace: new MemoryWorkspace({ 'src/list.ts': NEW }),
      headRef: 'HEAD',
    },
    settings: { include: [], exclude: [], maxFileChangedLines: 5000, minSeverity: 'low', minConfidence: 0 },
    model: {
      client: model,
      settings: {
        preset: 'full',
        lenses: ['security', 'correctness'],
        language: 'en',
        reflect: false,
        maxConcurrency: 1,
        maxInputTokens: 100_000,
        maxReviewTokens: 0,
        maxReviewSeconds: seconds,
      },
      usage: emptyUsage,
    },
    limits:
      seconds > 0 ? { deadline: options.clock.now() + seconds * 1000, maxReviewSeconds: seconds } : undefined,
  };
}

/** The lenses a lens call names (`lens \`x\``, or a `## Lens \`x\`` heading per lens). */
export function lensesOf(request: { messages: Array<{ content: string }> }): Set<string> {
  const named = [...(request.messages[0]?.content ?? '').matchAll(/\b[Ll]ens `([^`]+)`/g)];
  return new Set(named.map((m) => m[1] ?? ''));
}
