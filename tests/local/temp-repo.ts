/**
 * Throwaway git repositories for the local adapter's tests: real git, real files, removed after.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TempRepo {
  readonly dir: string;
  git(...args: string[]): string;
  write(file: string, content: string | Buffer): void;
  symlink(file: string, target: string): void;
  /** Stages everything and commits; returns the new commit id. */
  commit(message: string): string;
  remove(): void;
}

/** A scratch directory that is not inside any repository. */
export function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'prlens-local-'));
}

/** `git init -q -b main` in a fresh temp dir, with a local identity and signing off. */
export function createRepo(): TempRepo {
  const dir = tempDir();
  const git = (...args: string[]): string =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Test');
  git('config', 'user.email', 'test@example.com');
  git('config', 'commit.gpgsign', 'false');
  return {
    dir,
    git,
    write(file, content) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    },
    symlink(file, target) {
      symlinkSync(target, path.join(dir, file));
    },
    commit(message) {
      git('add', '-A');
      git('commit', '-q', '--allow-empty', '-m', message);
      return git('rev-parse', 'HEAD').trim();
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
