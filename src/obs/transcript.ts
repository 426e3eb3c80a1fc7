/**
 * The session transcript: every model request and response and every tool call of one run, one
 * JSON object a line, appended as it happens (a crash leaves everything up to it). Every string is
 * scrubbed (see scrub.ts) before it is written. Writing never throws: the first failure turns the
 * transcript off with one warning, and the review goes on.
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { Masker } from '../core/mask.js';
import type { TranscriptEntry } from '../core/ports.js';
import { createScrubber, type Scrubber } from './scrub.js';

export interface TranscriptWriterOptions {
  file: string;
  mask: Masker;
  /** Told once, when writing fails and the transcript is turned off. */
  warn: (message: string) => void;
  now?: () => number;
}

/** Appends scrubbed transcript entries to one JSON-lines file. */
export class TranscriptWriter {
  readonly file: string;
  private fd: number | null = null;
  private failed = false;
  private lines = 0;
  /**
   * Notes held until the first request or tool call: a run that asked no model leaves no file. They
   * are held as given and scrubbed when written: scrubbing (the secret patterns' first use) was the
   * largest cost of a static-only run's transcript, which writes nothing (issue 48).
   */
  private readonly pending: Array<{ at: number; entry: TranscriptEntry }> = [];
  private readonly scrub: Scrubber;
  private readonly now: () => number;

  constructor(private readonly options: TranscriptWriterOptions) {
    this.file = options.file;
    this.scrub = createScrubber(options.mask);
    this.now = options.now ?? Date.now;
  }

  /** Whether anything was written (a run without model calls leaves no file). */
  get written(): boolean {
    return this.lines > 0;
  }

  /** False once a write failed. */
  get active(): boolean {
    return !this.failed;
  }

  /** Appends one entry; never throws. */
  write(entry: TranscriptEntry): void {
    if (this.failed) return;
    try {
      const at = this.now();
      if (this.lines === 0 && entry.type === 'note') {
        this.pending.push({ at, entry });
        return;
      }
      const line = this.line(at, entry);
      if (this.fd === null) {
        mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
        // 0600: a transcript holds the reviewed code; other users of the machine have no business reading it.
        // The first open creates the file and refuses one already there ('wx': O_EXCL, which also
        // refuses a symlink), so a link planted at the name in a shared temp folder is never followed.
        this.fd = openSync(this.file, this.lines === 0 ? 'wx' : 'a', 0o600);
      }
      for (const held of this.pending.splice(0)) writeSync(this.fd, `${this.line(held.at, held.entry)}\n`);
      writeSync(this.fd, `${line}\n`);
      this.lines++;
    } catch (error) {
      this.failed = true;
      this.closeQuietly();
      this.options.warn(
        `session transcript turned off: cannot write ${this.file} (${(error as Error).message}); ` +
          'set transcript: false to silence this',
      );
    }
  }

  private line(at: number, entry: TranscriptEntry): string {
    return JSON.stringify({ ts: new Date(at).toISOString(), ...(this.scrub(entry) as object) });
  }

  /** Closes the file; later writes reopen it. */
  close(): void {
    this.closeQuietly();
  }

  private closeQuietly(): void {
    if (this.fd === null) return;
    try {
      closeSync(this.fd);
    } catch {
      // Closing a file we could not write to: nothing more to say than the warning already given.
    }
    this.fd = null;
  }
}
