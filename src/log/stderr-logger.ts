import type { Logger } from '../core/ports.js';
import type { Masker } from '../core/mask.js';
import { visibleControls } from '../core/visible-text.js';

export interface StderrLoggerOptions {
  write: (text: string) => void;
  mask: Masker;
  /** Only warnings and errors. */
  quiet?: boolean;
  debug?: boolean;
}

/**
 * A message as terminal text: a PR title, a file name or a model's words can hold ESC (terminal
 * sequences that recolour, retitle or rewrite the screen), CR (overwrites the line) or bidi controls;
 * each is shown as an escape. Line breaks are kept: our own messages may span lines.
 */
export function terminalText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => visibleControls(line))
    .join('\n');
}

/** The CLI's logger: prefixed lines on stderr, secrets masked, quiet hides progress. */
export function createStderrLogger(options: StderrLoggerOptions): Logger {
  let indent = '';
  const line = (text: string) => options.write(`${indent}${terminalText(options.mask(text))}\n`);
  return {
    debug: (message) => {
      if (options.debug) line(`debug: ${message}`);
    },
    info: (message) => {
      if (!options.quiet) line(message);
    },
    warn: (message) => line(`warning: ${message}`),
    error: (message) => line(`error: ${message}`),
    async group<T>(name: string, fn: () => Promise<T>): Promise<T> {
      if (!options.quiet) line(name);
      const previous = indent;
      indent += '  ';
      try {
        return await fn();
      } finally {
        indent = previous;
      }
    },
  };
}

/** A logger that keeps every line, for tests and for the job summary. */
export function createMemoryLogger(mask: Masker = (t) => t): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    debug: (m) => lines.push(`debug: ${mask(m)}`),
    info: (m) => lines.push(mask(m)),
    warn: (m) => lines.push(`warning: ${mask(m)}`),
    error: (m) => lines.push(`error: ${mask(m)}`),
    group: async (name, fn) => {
      lines.push(mask(name));
      return fn();
    },
  };
}
