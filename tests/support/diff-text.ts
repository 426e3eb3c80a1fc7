/**
 * Unified diff text for tests, as `git diff` writes it, for `parseUnifiedDiff`.
 */

/**
 * The diff that adds `path` with every line of `text`. A final newline ends the last line; it is not
 * a line of its own (git shows `text` without one by a "\ No newline" line, which no test needs).
 */
export function addedFileDiff(path: string, text: string): string {
  const lines = text.replace(/\n$/, '').split('\n');
  return [
    `diff --git a/${path} b/${path}`,
    'new file mode 100644',
    '--- /dev/null',
    `+++ b/${path}`,
    `@@ -0,0 +1,${lines.length} @@`,
    ...lines.map((line) => `+${line}`),
    '',
  ].join('\n');
}
