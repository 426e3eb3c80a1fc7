/**
 * The CLI's progress line on stderr: one line redrawn in place on a terminal (reading diff, files,
 * lens calls done/total with tokens, posting), nothing at all when stderr is not a terminal or with
 * --quiet, so logs and pipes stay clean. Colour follows the NO_COLOR / FORCE_COLOR conventions
 * (https://no-color.org, https://force-color.org). Log lines are written through `log`, which
 * clears the progress line first and redraws it after, so the two never mix on one line.
 *
 * Colour comes from Node's `styleText`; the redraw itself stays hand-written: it is one line,
 * `\r` plus "erase line" (ECMA-48 EL, `CSI 2K`) before each draw, cut to the terminal width so it
 * never wraps. `log-update` solves the multi-line case (cursor up per wrapped line, hiding the
 * cursor) with five dependencies of its own; a single never-wrapping line needs none of that.
 */
import { styleText } from 'node:util';
import type { ProgressEvent } from '../review/progress.js';

export interface ProgressOptions {
  write: (text: string) => void;
  /** Whether stderr is a terminal. */
  isTTY: boolean;
  quiet: boolean;
  env: Record<string, string | undefined>;
  /** Terminal width; lines are cut to it so a redraw never wraps. */
  columns?: number;
  now: () => number;
  /** Shortest time between two redraws of the same phase. */
  minIntervalMs?: number;
}

export interface ProgressDisplay {
  /** False when nothing will ever be drawn (not a TTY, or quiet). */
  readonly enabled: boolean;
  update(event: ProgressEvent): void;
  /** Writes a log line above the progress line. */
  log(text: string): void;
  /** Clears the line for good (call before the report is printed). */
  done(): void;
}

/** Carriage return, then erase the whole line (CSI 2 K). */
const CLEAR = '\r\u001b[2K';

/** Colour on a terminal unless NO_COLOR is set; FORCE_COLOR (not `0`) turns it on anywhere. */
export function useColor(isTTY: boolean, env: Record<string, string | undefined>): boolean {
  const force = env.FORCE_COLOR;
  if (force === '0' || force === 'false') return false;
  if (force !== undefined && force !== '') return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY && env.TERM !== 'dumb';
}

/** The text of the progress line for an event (without colour), e.g. `lens calls 3/8 · 12,345 tokens`. */
export function describeProgress(event: ProgressEvent, files: number | null): string {
  switch (event.phase) {
    case 'diff':
      return 'reading the diff…';
    case 'files':
      return (
        `${event.files} file${event.files === 1 ? '' : 's'} to review` +
        (event.excluded > 0 ? `, ${event.excluded} excluded` : '')
      );
    case 'calls': {
      const scope = files === null ? '' : `${files} file${files === 1 ? '' : 's'} · `;
      return `${scope}lens calls ${event.done}/${event.total} · ${event.tokens.toLocaleString('en-US')} tokens`;
    }
    case 'groups': {
      const scope = files === null ? '' : `${files} file${files === 1 ? '' : 's'} · `;
      return `${scope}deep groups ${event.done}/${event.total} · ${event.tokens.toLocaleString('en-US')} tokens`;
    }
    case 'posting':
      return 'posting the review…';
  }
}

/** A progress display; a no-op unless stderr is a terminal and not --quiet. */
export function createProgress(options: ProgressOptions): ProgressDisplay {
  const enabled = options.isTTY && !options.quiet && options.env.TERM !== 'dumb';
  const color = useColor(options.isTTY, options.env);
  const width = Math.max(20, (options.columns ?? 80) - 1);
  const minInterval = options.minIntervalMs ?? 100;
  const started = options.now();
  let current = '';
  let phase = '';
  let lastDraw = -Infinity;
  let files: number | null = null;
  let finished = false;

  const draw = () => {
    if (current === '') return;
    const seconds = Math.floor((options.now() - started) / 1000);
    let text = `prlens: ${current} · ${seconds}s`;
    if (text.length > width) text = `${text.slice(0, width - 1)}…`;
    // validateStream: false — `color` was decided from the injected isTTY and env, not process.stderr.
    options.write(`${CLEAR}${color ? styleText('dim', text, { validateStream: false }) : text}`);
  };

  return {
    enabled,
    update(event) {
      if (!enabled || finished) return;
      if (event.phase === 'files') files = event.files;
      current = describeProgress(event, files);
      const now = options.now();
      // A new phase always shows at once; updates within a phase at most every minInterval ms.
      if (event.phase === phase && now - lastDraw < minInterval) return;
      phase = event.phase;
      lastDraw = now;
      draw();
    },
    log(text) {
      if (!enabled || finished || current === '') {
        options.write(text);
        return;
      }
      options.write(CLEAR);
      options.write(text);
      draw();
    },
    done() {
      if (!enabled || finished) return;
      finished = true;
      if (current !== '') options.write(CLEAR);
    },
  };
}
