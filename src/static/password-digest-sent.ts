/**
 * A password's MD5 or SHA-1 handed to a remote API whose login protocol defines it
 * (`sink-context: digest-sent`): `post = {"login": user, "md5Pass": md5(password).hexdigest()}` sent
 * with `self.load(API_URL + method, post=json.dumps(post))` (pyload's hoster account plugins,
 * fresh20). The weakness the rule reports is password *storage* with a fast hash (CWE-916: a stolen
 * table is brute-forced); a digest the far side asks for on the wire is its protocol, which the
 * client cannot change, and nothing of it is kept here.
 *
 * What the code must show, all of it: the digest (through `.hexdigest()` and string methods) is a
 * value of a dict literal, or a keyword argument, that reaches a call whose URL argument (its first
 * argument or `url=`) is a web address: an `http(s)://` literal, or a name ending in `url` or
 * `endpoint` (`self.API_URL + method`, `f"{BASE_URL}/login"`). The dict may be built in a variable
 * first and passed, directly or serialised by a call taking only it (`json.dumps(post)`), later in
 * the same function. A digest assigned to an attribute (a model field), returned, compared, put
 * into a dict that is stored or returned, or passed to a call without a URL (a DB write, an ORM
 * `create`) keeps the rule's grade: that is storage or a check against a stored hash.
 */
import type { SgNode } from '@ast-grep/napi';

// A call's URL argument that names a web address: a literal, or a name for a URL or an endpoint.
const WEB_ADDRESS = /^[rbfu]*['"]https?:\/\/|\b\w*(?:url|endpoint)\b/i;
// Methods that keep a digest a digest: `.hexdigest()`, `.digest()`, `.upper()`, `.encode()`.
const DIGEST_METHOD = /^(hexdigest|digest|upper|lower|encode|decode|strip)$/;

/** Whether the digest the rule matched is only sent to a remote API in a request. */
export function digestSentToApi(node: SgNode): boolean {
  const digest = digestExpression(node);
  const holder = digest.parent();
  if (holder?.kind() === 'keyword_argument') {
    const call = holder.parent()?.parent();
    return call?.kind() === 'call' && isWebRequest(call);
  }
  if (holder?.kind() !== 'pair' || holder.field('value')?.id() !== digest.id()) return false;
  const dict = holder.parent();
  if (dict?.kind() !== 'dictionary') return false;
  return requestsTaking(dict).length > 0;
}

/** The match with the digest methods called on it: `hashlib.md5(p.encode()).hexdigest()`. */
function digestExpression(node: SgNode): SgNode {
  let current = node;
  for (;;) {
    const attribute = current.parent();
    const call = attribute?.parent();
    if (
      attribute?.kind() !== 'attribute' ||
      attribute.field('object')?.id() !== current.id() ||
      !DIGEST_METHOD.test(attribute.field('attribute')?.text() ?? '') ||
      call?.kind() !== 'call'
    )
      return current;
    current = call;
  }
}

/** The web requests a dict literal reaches: as an argument, or through the variable it is assigned to. */
function requestsTaking(dict: SgNode): SgNode[] {
  const direct = callTaking(dict);
  if (direct) return isWebRequest(direct) ? [direct] : [];
  const assignment = dict.parent();
  const name = assignment?.kind() === 'assignment' ? assignment.field('left') : null;
  if (assignment?.field('right')?.id() !== dict.id() || name?.kind() !== 'identifier') return [];
  const fn = assignment.ancestors().find((a) => a.kind() === 'function_definition');
  if (!fn) return [];
  const uses = fn
    .findAll({ rule: { kind: 'identifier', regex: `^${name.text()}$` } })
    .filter((u) => u.range().start.index > dict.range().end.index && !isKeywordName(u));
  // Every use sends it or fills it in (`post.update(kwargs)`, `post["k"] = v`): a dict also
  // stored, returned or handed elsewhere is not only the request's.
  const sent: SgNode[] = [];
  for (const use of uses) {
    const call = callTaking(use);
    if (call && isWebRequest(call)) sent.push(call);
    else if (!fillsIn(use)) return [];
  }
  return sent;
}

/** `post.update(…)` or `post[key] = …`: the dict filled in, not sent anywhere. */
function fillsIn(use: SgNode): boolean {
  const parent = use.parent();
  if (parent?.kind() === 'attribute' && parent.field('object')?.id() === use.id())
    return parent.field('attribute')?.text() === 'update' && parent.parent()?.kind() === 'call';
  return (
    parent?.kind() === 'subscript' &&
    parent.field('value')?.id() === use.id() &&
    parent.parent()?.kind() === 'assignment' &&
    parent.parent()?.field('left')?.id() === parent.id()
  );
}

/** `post` in `load(url, post=…)`: the keyword's name, not a use of the variable. */
function isKeywordName(node: SgNode): boolean {
  const parent = node.parent();
  return parent?.kind() === 'keyword_argument' && parent.field('name')?.id() === node.id();
}

/**
 * The call that takes `value` as an argument (positional or by keyword), directly or serialised by a
 * call whose only argument it is (`json.dumps(post)`, `urlencode(post)`).
 */
function callTaking(value: SgNode): SgNode | undefined {
  let arg = value;
  for (let hops = 0; hops < 2; hops++) {
    const list = arg.parent()?.kind() === 'keyword_argument' ? arg.parent()?.parent() : arg.parent();
    const call = list?.kind() === 'argument_list' ? list.parent() : null;
    if (!list || call?.kind() !== 'call') return undefined;
    if (isWebRequest(call)) return call;
    const args = list.children().filter((c) => c.isNamed() && c.kind() !== 'comment');
    if (args.length !== 1) return call;
    arg = call;
  }
  return undefined;
}

/** Whether a call's URL argument (its first positional argument, or `url=`) names a web address. */
function isWebRequest(call: SgNode): boolean {
  const args = call.field('arguments')?.children() ?? [];
  const url =
    args.find((a) => a.kind() === 'keyword_argument' && a.field('name')?.text() === 'url')?.field('value') ??
    args.find((a) => a.isNamed() && !['keyword_argument', 'comment'].includes(String(a.kind())));
  return url !== undefined && url !== null && WEB_ADDRESS.test(url.text());
}
