/**
 * How a Node server takes a request's URL apart, read as calls that hand their input on (the flow
 * grader's `passFunctions`): `new URL(req.url, base)` and `new URLSearchParams(text)`, whose
 * constructor the call syntax otherwise leaves out, and `url.searchParams.get('q')`, whose value is a
 * piece of the URL it reads from, not of the key it is asked for. A `get` on anything else (a `Map`,
 * a cache, a database) stays a call the rules cannot follow.
 */
import type { SgNode } from '@ast-grep/napi';
import type { CallParts } from './syntax-nodes.js';

const CONSTRUCTORS = /^(URL|URLSearchParams)$/;
// `u.searchParams.get('q')`, or a Next.js page's own `searchParams` prop.
const SEARCH_PARAMS = /(^|\.)searchParams$/;

/** `call`, plus the URL constructors and a `searchParams` getter as calls of the names above. */
export function withUrlParts(
  call: (node: SgNode) => CallParts | undefined,
): (node: SgNode) => CallParts | undefined {
  return (node) => {
    if (node.kind() === 'new_expression') {
      const made = node.field('constructor')?.text() ?? '';
      if (!CONSTRUCTORS.test(made)) return call(node);
      return { callee: made, method: undefined, receiver: undefined, args: argumentsOf(node) };
    }
    const parts = call(node);
    if (!parts?.receiver || !/^(get|getAll)$/.test(parts.method ?? '')) return parts;
    if (!SEARCH_PARAMS.test(parts.receiver.text())) return parts;
    return {
      callee: `searchParams.${parts.method}`,
      method: undefined,
      receiver: undefined,
      args: [parts.receiver],
    };
  };
}

function argumentsOf(node: SgNode): SgNode[] {
  return (node.field('arguments')?.children() ?? []).filter((c) => c.isNamed());
}
