/**
 * `prlens session show FILE` and `prlens session list`: read the session transcripts a review
 * wrote (see src/obs). A relative FILE is looked up in the working folder, then in the sessions folder.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { EXIT } from '../core/report-rules.js';
import { renderSessionHtml } from '../obs/session-html.js';
import { cliSessionsDir } from '../obs/session-paths.js';
import { readSession, renderSession } from '../obs/session-show.js';
import { shellMasker, type CliIO } from './io.js';
import type { SessionCommand } from './session-args.js';

/** Runs a session command; a bad file throws SessionFileError (exit 2 at the CLI's catch). */
export function runSession(command: SessionCommand, io: Pick<CliIO, 'cwd' | 'env' | 'stdout'>): number {
  const dir = cliSessionsDir(io.env);
  if (command.action === 'list') {
    const files = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.jsonl'))
          .sort()
          .reverse()
      : [];
    if (files.length === 0) {
      io.stdout(`no session transcripts in ${dir}\n`);
      return EXIT.ok;
    }
    io.stdout(`${dir}\n`);
    for (const f of files) io.stdout(`  ${f}  ${Math.ceil(statSync(path.join(dir, f)).size / 1024)} KiB\n`);
    return EXIT.ok;
  }
  const inCwd = path.resolve(io.cwd, command.file);
  const file = existsSync(inCwd) || path.isAbsolute(command.file) ? inCwd : path.join(dir, command.file);
  // The entries were scrubbed when written; the keys of this shell are masked again on the way out
  // (as the review's own output is), in case the file came from an older prlens or another machine.
  const mask = shellMasker(io.env);
  const entries = readSession(file);
  const text = mask(
    command.format === 'html' ? renderSessionHtml(entries, file) : renderSession(entries, file),
  );
  if (command.output) writeFileSync(path.resolve(io.cwd, command.output), text);
  else io.stdout(text);
  return EXIT.ok;
}
