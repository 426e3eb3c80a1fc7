import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCacheDir, enableCompileCache } from '../../src/cli/compile-cache.js';

describe('the CLI compile cache folder', () => {
  it('is the user cache folder, XDG_CACHE_HOME first, never the shared temp folder', () => {
    expect(compileCacheDir({ XDG_CACHE_HOME: '/x/cache', HOME: '/home/u' })).toBe(
      path.join('/x/cache', 'prlens', 'compile-cache'),
    );
    expect(compileCacheDir({ HOME: '/home/u' })).toBe(
      path.join('/home/u', '.cache', 'prlens', 'compile-cache'),
    );
    expect(compileCacheDir({})).toBe(path.join(os.homedir(), '.cache', 'prlens', 'compile-cache'));
  });

  it('leaves the choice to Node when the user set NODE_COMPILE_CACHE', () => {
    const calls: Array<string | undefined> = [];
    const enable = (dir?: string) => (calls.push(dir), { status: 1 });
    enableCompileCache({ NODE_COMPILE_CACHE: '/mine', HOME: '/home/u' }, enable);
    enableCompileCache({ HOME: '/home/u' }, enable);
    expect(calls).toEqual([undefined, path.join('/home/u', '.cache', 'prlens', 'compile-cache')]);
  });

  it('never fails the command: no compile cache in this Node, or one that throws', () => {
    expect(enableCompileCache({ HOME: '/home/u' }, null)).toBeNull();
    const throwing = () => {
      throw new Error('EACCES');
    };
    expect(enableCompileCache({ HOME: '/home/u' }, throwing)).toBeNull();
  });
});
