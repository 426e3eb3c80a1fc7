/**
 * Which arguments of a printf-style call can carry text: a numeric verb's argument prints as a
 * number, a boolean or hex digits, and so cannot carry a quote or a shell metacharacter.
 */
import type { SgNode } from '@ast-grep/napi';

// A numeric verb of printf (Go's fmt, Java's String.format): its argument prints as a number, a
// boolean or hex digits. `%c`, `%s`, `%v`, `%q` print text; `%%` and `%n` take no argument.
const NUMERIC_VERBS = new Set([...'dboOxXeEfFgGtUaAhH']);

/**
 * The arguments of a printf-style call without those a numeric verb formats (the format string
 * kept). Explicit indexes (`%[2]d`, `%1$s`) or a width from an argument (`%*d`) keep them all.
 */
export function textualArguments(args: SgNode[]): SgNode[] {
  const [format, ...values] = args;
  if (!format || !/^["`]/.test(format.text()) || /%[^%a-zA-Z]*[[$*]/.test(format.text())) return args;
  const verbs = [...format.text().matchAll(/%[-+# 0]*\d*(?:\.\d+)?([a-zA-Z%])/g)]
    .map((m) => m[1]!)
    .filter((verb) => verb !== '%' && verb !== 'n');
  if (verbs.length !== values.length) return args;
  return [format, ...values.filter((_, i) => !NUMERIC_VERBS.has(verbs[i]!))];
}
