/**
 * The executor: runs every lens call through one shared pool, within the run's budgets.
 *
 * Cache-aware order: the calls on one unit share their system prompt (its diff), and a provider
 * caches a prefix only once a request carrying it has been processed. So the first call of each
 * unit goes out first, and that unit's other calls wait until it has answered; meanwhile the first
 * calls of the other units fill the pool, so later units overlap with earlier ones. Only when the
 * wait costs no time and buys a cache hit: when there are more calls than `maxConcurrency` (some
 * must wait anyway) and the prefix is long enough to be cached (CACHE_MIN_TOKENS). When every
 * call of a family (a packer's unit and the routed sub-units cut from it) has settled,
 * `onFamilyDone` runs (the audit of its findings), in the same pool, while other families go on.
 *
 * - `maxInputTokens`: a call whose prompt is over it is split before it is sent;
 * - `maxReviewTokens` (0 = none): dispatch stops when the next prompt would not fit beside what
 *   was spent and what is in flight (output size is unknown in advance, so only the prompt counts);
 * - `maxReviewSeconds`: after the deadline queued calls are skipped; in-flight ones finish.
 * A truncated answer splits its unit; an auth, quota or unknown-model error stops dispatch at once.
 * Whatever stops a call, the run is marked incomplete and says why: never a complete-looking result.
 */
import type { ModelClient, ModelResponse, Observer } from '../../../core/ports.js';
import type { RunContext } from '../../run-context.js';
import { runLensCall } from './call-runner.js';
import { Coverage } from './lens-coverage.js';
import { isForgedLens, type ParsedFinding } from './model-output.js';
import { buildCallForUnit, splitUnit } from '../plan/lens-plan.js';
import type { LensCall, LensSpec, PromptContext, ReviewUnit } from './plan-types.js';
import { Pool } from './pool.js';
import type { LookupRequest } from '../../../context/lookup-text.js';
import { skipReason, stopWarnings, type Budgets, type Stop } from './call-budgets.js';

export interface ExecuteInput {
  /** Its observer gets one `prlens.group` span per call (its transcript conversation is `call:<id>`). */
  context: RunContext;
  calls: LensCall[];
  units: ReviewUnit[];
  lenses: LensSpec[];
  ctx: PromptContext;
  model: ModelClient;
  budgets: Budgets;
  /** Lens calls done of all, with the tokens spent so far. */
  onCalls?: (p: { done: number; total: number; tokens: number }) => void;
  /** The run's slots; a pool of `maxConcurrency` when absent. */
  pool?: Pool;
  /** Runs once all calls of a family have settled (not after a fatal error); awaited before returning. */
  onFamilyDone?: (family: string, results: CallFindings[]) => Promise<void>;
}

/** The parsed findings of one successful call, with the unit they are about. */
export interface CallFindings {
  call: LensCall;
  unit: ReviewUnit;
  /** The family of the call (see LensCall.family). */
  family: string;
  findings: ParsedFinding[];
}

export interface ExecuteResult {
  results: CallFindings[];
  warnings: string[];
  incomplete: boolean;
  /** Model requests sent (re-asks included). */
  requests: number;
  /** Context-pack tokens in the requests sent: each request carries its call's pack again. */
  packTokens: number;
  /** Context tokens the per-unit pack cap left out of those requests, counted the same way. */
  packCutTokens: number;
  coverage: Coverage;
  /** Set when an error that every call would hit stopped the run (auth, quota, unknown model). */
  fatal: string | null;
}

const DEFAULT_MAX_OUTPUT_TOKENS = 8_000;

/** The lookup round's answerer of a run with a context engine, fenced in the run's nonce. */
function lookupOf(ctx: PromptContext) {
  const lookup = ctx.repo?.lookup;
  return (requests: readonly LookupRequest[]) =>
    lookup?.(requests, ctx.nonce) ?? Promise.resolve({ text: '', answered: 0 });
}

/**
 * Prompts shorter than this are never served from a cache: OpenAI caches from 1,024 tokens
 * (https://platform.openai.com/docs/guides/prompt-caching), Anthropic from 1,024 (Sonnet, Opus) or
 * 2,048 (Haiku) (https://docs.anthropic.com/en/docs/build-with-claude/prompt-caching).
 */
const CACHE_MIN_TOKENS = 1_024;

interface Task {
  call: LensCall;
  unit: ReviewUnit;
  family: string;
}

/** Runs `calls` within the budgets; never throws for a model failure. */
export function executeCalls(input: ExecuteInput): Promise<ExecuteResult> {
  return new Dispatcher(input).run();
}

/**
 * The state of one execution. Tasks move queued → held (waiting on their unit's leading call) →
 * in a pool slot → settled; a family closes when its last task settles. Budgets are read from
 * `spent` (answered), `reserved` (prompts in flight) and the deadline; once `stop` is set it stays.
 */
class Dispatcher {
  private readonly pool: Pool;
  private readonly observer: Observer;
  private readonly units: Map<string, ReviewUnit>;
  private readonly coverage = new Coverage();
  private readonly warnings: string[] = [];
  private readonly results: CallFindings[] = [];
  private readonly skipped: Record<Stop, number> = { fatal: 0, deadline: 0, budget: 0 };
  private readonly deadline: number;
  private incomplete = false;
  private fatal: string | null = null;
  /** Tokens of answered calls, and prompt tokens of calls in flight. */
  private spent = 0;
  private reserved = 0;
  private requests = 0;
  private packTokens = 0;
  private packCutTokens = 0;
  /** Tasks ended and tasks known (splits add to both). */
  private done = 0;
  private total = 0;
  // Once stopped, stay stopped: a budget that frees up later must not reorder the review.
  private stop: Stop | null = null;
  /** Unsettled tasks per family. */
  private readonly open = new Map<string, number>();
  /** Per unit: its first call is out (`leading`) or has answered (`warm`); the others wait in `held`. */
  private readonly prefix = new Map<string, 'leading' | 'warm'>();
  private readonly held = new Map<string, Task[]>();
  /** Whether units' other calls wait for their leading call (only when calls queue anyway). */
  private holding = false;
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly input: ExecuteInput) {
    const { budgets } = input;
    const { clock } = input.context;
    this.observer = input.context.observer;
    this.pool = input.pool ?? new Pool(budgets.maxConcurrency);
    this.units = new Map(input.units.map((u) => [u.id, u]));
    this.deadline =
      budgets.deadline ??
      (budgets.maxReviewSeconds > 0 ? clock.now() + budgets.maxReviewSeconds * 1000 : Infinity);
  }

  async run(): Promise<ExecuteResult> {
    const tasks = this.queue();
    // The first calls of units that others wait on go first: each answer unlocks a unit's prefix.
    // Waiting for a leader pays only where calls must queue anyway; else it adds a round trip.
    this.holding = tasks.length > Math.max(1, this.input.budgets.maxConcurrency);
    const perUnit = new Map<string, number>();
    for (const task of tasks) perUnit.set(task.unit.id, (perUnit.get(task.unit.id) ?? 0) + 1);
    const shared = (t: Task) => ((perUnit.get(t.unit.id) ?? 0) > 1 ? 0 : 1);
    for (const task of [...tasks].sort((a, b) => shared(a) - shared(b))) this.dispatch(task);
    while (this.running.size > 0) await Promise.race(this.running);

    const { skipped, fatal } = this;
    this.warnings.push(...stopWarnings(skipped, this.input.budgets, fatal));
    if (skipped.fatal + skipped.deadline + skipped.budget > 0) this.incomplete = true;
    return {
      results: this.results,
      warnings: this.warnings,
      incomplete: this.incomplete,
      requests: this.requests,
      packTokens: this.packTokens,
      packCutTokens: this.packCutTokens,
      coverage: this.coverage,
      fatal,
    };
  }

  /** One task a call whose unit is known; a call naming an unknown unit is reported, not run. */
  private queue(): Task[] {
    const tasks: Task[] = [];
    for (const call of this.input.calls) {
      const unit = this.units.get(call.unitId);
      if (!unit) {
        this.warnings.push(`call ${call.id} names unknown unit ${call.unitId}; it was not run`);
        this.incomplete = true;
        continue;
      }
      this.coverage.add(unit, call.lenses);
      tasks.push({ call, unit, family: call.family ?? call.unitId });
      this.total++;
    }
    for (const task of tasks) this.open.set(task.family, (this.open.get(task.family) ?? 0) + 1);
    return tasks;
  }

  /** Sends `task` when a slot is free; the first task of a unit leads, the others wait for its answer. */
  private dispatch(task: Task, front = false): void {
    const state = this.prefix.get(task.unit.id);
    if (state === 'leading') {
      this.held.set(task.unit.id, [...(this.held.get(task.unit.id) ?? []), task]);
      return;
    }
    if (state === undefined && this.holding && task.unit.estimatedTokens >= CACHE_MIN_TOKENS)
      this.prefix.set(task.unit.id, 'leading');
    this.track(
      this.pool
        .run(() => this.attempt(task), front)
        .catch((error: unknown) => this.fail(task, `call ${task.call.id} failed: ${String(error)}`))
        .then(() => this.settle(task)),
    );
  }

  private track(promise: Promise<void>): void {
    const tracked: Promise<void> = promise.finally(() => this.running.delete(tracked));
    this.running.add(tracked);
  }

  private fail(task: Task, reason: string): void {
    this.coverage.mark(task.unit, task.call.lenses, 'failed', reason);
    this.warnings.push(reason);
    this.incomplete = true;
  }

  /** A task has ended: release the calls waiting on its prefix, and close its family when it was the last. */
  private settle(task: Task): void {
    // While a unit is leading only its leader runs: this is it, and its prefix is now warm.
    if (this.prefix.get(task.unit.id) === 'leading') {
      this.prefix.set(task.unit.id, 'warm');
      const waiting = this.held.get(task.unit.id) ?? [];
      this.held.delete(task.unit.id);
      for (const next of waiting) this.dispatch(next);
    }
    const left = (this.open.get(task.family) ?? 1) - 1;
    this.open.set(task.family, left);
    const { onFamilyDone } = this.input;
    if (left === 0 && onFamilyDone && this.fatal === null) {
      const family = this.results.filter((r) => r.family === task.family);
      this.track(
        onFamilyDone(task.family, family).catch(
          (error: unknown) => void this.warnings.push(`${task.family}: ${String(error)}`),
        ),
      );
    }
  }

  /** Replaces a task by the calls for the two halves of its unit; false when it cannot be split. */
  private split(task: Task): boolean {
    const { ctx } = this.input;
    const halves = splitUnit(task.unit, ctx);
    if (!halves) return false;
    this.coverage.replace(task.unit, halves, task.call.lenses);
    const lenses = this.lensSpecs(task.call.lenses);
    const parts = halves.map((unit) => {
      this.units.set(unit.id, unit);
      const call = { ...buildCallForUnit(unit, lenses, ctx), family: task.family };
      return { unit, call, family: task.family };
    });
    this.open.set(task.family, (this.open.get(task.family) ?? 0) + parts.length);
    this.total += parts.length;
    // In front: the halves of a started unit finish before new work begins.
    for (const part of parts.reverse()) this.dispatch(part, true);
    return true;
  }

  private lensSpecs(ids: string[]): LensSpec[] {
    return ids.map((id) => this.input.lenses.find((l) => l.id === id) ?? { id, title: id, instructions: '' });
  }

  /** Why the next task may not start, or null when it may. */
  private stopFor(estimate: number): Stop | null {
    const { maxReviewTokens } = this.input.budgets;
    if (this.fatal !== null) return 'fatal';
    if (this.input.context.clock.now() >= this.deadline) return 'deadline';
    if (maxReviewTokens > 0 && this.spent + this.reserved + estimate > maxReviewTokens) return 'budget';
    return null;
  }

  /** Runs one task in its slot: split it, skip it, or send it and record the outcome. */
  private async attempt(task: Task): Promise<void> {
    const { budgets, model } = this.input;
    const { logger } = this.input.context;
    const estimate = model.countTokens(`${task.call.system}\n${task.call.user}`);
    if (budgets.maxInputTokens > 0 && estimate > budgets.maxInputTokens) {
      logger.info(`call ${task.call.id}: ${estimate} prompt tokens is over max-input-tokens; splitting`);
      if (!this.split(task)) {
        this.fail(
          task,
          `call ${task.call.id}: ${files(task.unit)} is over max-input-tokens (${budgets.maxInputTokens}) even as a single hunk`,
        );
      }
      this.done++;
      return;
    }
    // A fatal error stops dispatch at once, even if an earlier stop was a softer one.
    if (this.fatal !== null) this.stop = 'fatal';
    this.stop ??= this.stopFor(estimate);
    if (this.stop !== null) {
      this.coverage.mark(task.unit, task.call.lenses, 'skipped', skipReason(this.stop, budgets, this.fatal));
      this.skipped[this.stop]++;
      this.done++;
      return;
    }
    this.reserved += estimate;
    const outcome = await this.send(task).finally(() => (this.reserved -= estimate));
    this.record(task, outcome);
    this.done++;
    this.input.onCalls?.({ done: this.done, total: this.total, tokens: this.spent });
  }

  /** The lens call of a task, in a `prlens.group` span. */
  private send(task: Task): ReturnType<typeof runLensCall> {
    const { budgets, model } = this.input;
    const attributes = {
      group: task.unit.id,
      conversation: `call:${task.call.id}`,
      'prlens.lenses': task.call.lenses.join(','),
      'prlens.files': task.unit.files.length,
    };
    return this.observer.span('prlens.group', attributes, () =>
      runLensCall(task.call, {
        model,
        maxOutputTokens: budgets.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
        onResponse: (response: ModelResponse) => {
          this.spent += response.usage.prompt_tokens + response.usage.completion_tokens;
        },
        onSend: () => {
          this.requests++;
          this.packTokens += task.call.packTokens ?? 0;
          this.packCutTokens += task.call.packCutTokens ?? 0;
        },
        ...(this.input.ctx.repo?.lookup ? { lookup: lookupOf(this.input.ctx) } : {}),
        debug: (message) => this.input.context.logger.debug(message),
      }),
    );
  }

  /** A call's outcome: its findings, a split of its unit when the answer was cut off, or a failure. */
  private record(task: Task, outcome: Awaited<ReturnType<typeof runLensCall>>): void {
    if (outcome.kind === 'ok') {
      this.coverage.mark(task.unit, task.call.lenses, 'done');
      this.warnings.push(...outcome.warnings);
      this.results.push({
        call: task.call,
        unit: task.unit,
        family: task.family,
        findings: outcome.findings.map((f) => withLens(f, task.call)),
      });
    } else if (outcome.kind === 'truncated') {
      this.input.context.logger.info(
        `call ${task.call.id}: answer cut off at the output limit; splitting unit ${task.unit.id}`,
      );
      if (!this.split(task)) {
        this.fail(
          task,
          `call ${task.call.id}: the answer was cut off at the output limit even for a single hunk (${files(task.unit)})`,
        );
      }
    } else {
      this.fail(task, `call ${task.call.id} failed: ${outcome.reason}`);
      if (outcome.fatal && this.fatal === null) this.fatal = outcome.reason;
    }
  }
}

/**
 * The lens a finding belongs to: the model's label when it is one of the call's lenses. A label
 * naming prlens's rules (`static`) or joining lenses (`+`) would pass a model's finding for a rule's
 * (issue 42, point 3), so it falls back to the call's first lens like any label of a one-lens call.
 */
function withLens(finding: ParsedFinding, call: LensCall): ParsedFinding {
  if (call.lenses.includes(finding.lens)) return finding;
  if (call.lenses.length === 1 || isForgedLens(finding.lens))
    return { ...finding, lens: call.lenses[0] ?? 'model' };
  return finding;
}

function files(unit: ReviewUnit): string {
  return unit.files.map((f) => f.path).join(', ') || `unit ${unit.id}`;
}
