/**
 * Throwaway git repositories: real git, real files, a local identity and signing off. The one
 * temp-repo helper of the suite (the local adapter's tests, the CLI end to end, the scenarios).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A scratch directory that is not inside any repository. */
export function tempDir(prefix = 'prlens-test-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** `git init -q -b main` in a fresh temp dir. */
export class TempRepo {
  readonly root: string;

  constructor(root = tempDir('prlens-repo-')) {
    this.root = root;
    this.git('init', '-q', '-b', 'main');
    this.git('config', 'user.name', 'Test');
    this.git('config', 'user.email', 'test@example.invalid');
    this.git('config', 'commit.gpgsign', 'false');
  }

  /** The same as `root`. */
  get dir(): string {
    return this.root;
  }

  /** Runs git in the repository; returns its stdout. */
  git(...args: string[]): string {
    return execFileSync('git', args, { cwd: this.root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  }

  write(file: string, content: string | Buffer): this {
    mkdirSync(path.dirname(path.join(this.root, file)), { recursive: true });
    writeFileSync(path.join(this.root, file), content);
    return this;
  }

  symlink(file: string, target: string): this {
    symlinkSync(target, path.join(this.root, file));
    return this;
  }

  /** Stages everything and commits (an empty commit too); returns the new commit id. */
  commit(message: string): string {
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.git('rev-parse', 'HEAD').trim();
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** A fresh repository (the same as `new TempRepo()`). */
export function createRepo(): TempRepo {
  return new TempRepo();
}
