/**
 * The file calls of the local review, as promises over `node:fs`'s callback API. `node:fs` is loaded
 * with Node itself; `node:fs/promises` is not, and importing it loads ~15 more internal modules
 * (the readline interface and the REPL history among them): ~0.8 ms of a `review --commit` that
 * reads no file through it but a `realpath` (issue 48). The callbacks give the same errors (`code`,
 * `syscall`, `path`), and `realpath` is the native one, as in `fs/promises`.
 */
import fs from 'node:fs';
import { promisify } from 'node:util';

/** `fs/promises.realpath`: the system's realpath(3), as `fs/promises` calls it. */
export const realpath: (path: string) => Promise<string> = promisify(fs.realpath.native);
/** `fs/promises.lstat`. */
export const lstat: (path: string) => Promise<fs.Stats> = promisify(fs.lstat);
/** `fs/promises.stat`. */
export const stat: (path: string) => Promise<fs.Stats> = promisify(fs.stat);
/** `fs/promises.readlink`, as text. */
export const readlink = (path: string, encoding: 'utf8'): Promise<string> =>
  promisify(fs.readlink)(path, encoding);
/** `fs/promises.mkdtemp`. */
export const mkdtemp: (prefix: string) => Promise<string> = promisify(fs.mkdtemp);
/** `fs/promises.writeFile`. */
export const writeFile = (file: string, data: string): Promise<void> => promisify(fs.writeFile)(file, data);
/** `fs/promises.rm`. */
export const rm = (file: string, options: fs.RmOptions): Promise<void> => promisify(fs.rm)(file, options);
/** `fs/promises.cp` (Node's copy loads its own helpers only when called). */
export const cp = (from: string, to: string, options: fs.CopyOptions): Promise<void> =>
  new Promise((resolve, reject) => fs.cp(from, to, options, (error) => (error ? reject(error) : resolve())));

/** `fs/promises.readFile`: the bytes, or the text in `encoding`. */
export function readFile(file: string): Promise<Buffer>;
export function readFile(file: string, encoding: 'utf8'): Promise<string>;
export function readFile(file: string, encoding?: 'utf8'): Promise<Buffer | string> {
  return new Promise((resolve, reject) => {
    const done = (error: NodeJS.ErrnoException | null, data: Buffer | string): void =>
      error ? reject(error) : resolve(data);
    if (encoding) fs.readFile(file, encoding, done);
    else fs.readFile(file, done);
  });
}
