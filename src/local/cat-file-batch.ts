/**
 * Many blob reads in one git process: `git cat-file --batch` answers one `<rev>:<path>` a line
 * (https://git-scm.com/docs/git-cat-file#_batch_output). A review's config candidates, its
 * `.gitattributes` and the changed files' contents each took a `git cat-file blob` of their own;
 * issue 48 counted 16 git processes for one `review --commit`.
 */
import { execFile } from 'node:child_process';
import { describeFailure, gitArgs, gitEnv, MAX_BUFFER, type ExecFailure } from './run-git.js';

/** The text of each `<rev>:<path>`, in order; null where git has no blob there (missing, a tree, a submodule). */
export async function catFileBatch(cwd: string, specs: readonly string[]): Promise<Array<string | null>> {
  if (specs.length === 0) return [];
  // One question a line: a name with a line break cannot be asked this way (the caller reads it alone).
  if (specs.some((s) => /[\n\r]/.test(s))) throw new Error('catFileBatch: a name holds a line break');
  const output = await new Promise<Buffer>((resolve, reject) => {
    const child = execFile(
      'git',
      gitArgs(['cat-file', '--batch']),
      { cwd, env: gitEnv(), maxBuffer: MAX_BUFFER, encoding: 'buffer', windowsHide: true },
      (error, stdout, stderr) => {
        if (error === null) resolve(stdout);
        else
          describeFailure(cwd, ['cat-file'], error as Error & ExecFailure, stderr.toString('utf8')).then(
            reject,
            reject,
          );
      },
    );
    child.stdin?.end(specs.map((s) => `${s}\n`).join(''));
  });
  return parseBatch(output, specs.length);
}

/** Splits `--batch` output: `<oid> <type> <size>\n<bytes>\n` per answer, or `<name> missing\n` and the like. */
function parseBatch(output: Buffer, count: number): Array<string | null> {
  const answers: Array<string | null> = [];
  let at = 0;
  while (answers.length < count) {
    const eol = output.indexOf(0x0a, at);
    if (eol < 0) throw new Error(`git cat-file --batch answered ${answers.length} of ${count} names`);
    const header = output.toString('utf8', at, eol);
    at = eol + 1;
    const found = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
    if (!found) {
      // `missing`, `ambiguous`: no object by that name.
      answers.push(null);
      continue;
    }
    const size = Number(found[2]);
    answers.push(found[1] === 'blob' ? output.toString('utf8', at, at + size) : null);
    at += size + 1;
  }
  return answers;
}
