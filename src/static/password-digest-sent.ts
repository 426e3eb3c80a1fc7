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
 *
 * A digest kept under a string key (`data["hash_password"] = md5(password).hexdigest()`) is sent
 * when the file reads that key back, and every read goes into a request: straight into one, or into
 * a dict (`query["password"] = self.info["data"]["hash_password"]`) that is then only filled in and
 * sent, or returned by a function whose every call in the file is sent (pyload's `create_auth_query`
 * for `self.load(self.API_URL, post=self.create_auth_query())`, fresh20). The dict it is kept in must
 * not be handed anywhere whole in that function; a read compared, stored or returned elsewhere, or
 * no read at all, keeps the grade.
 */
import type { SgNode } from '@ast-grep/napi';

// A call's URL argument that names a web address: a literal, or a name for a URL or an endpoint.
const WEB_ADDRESS = /^[rbfu]*['"]https?:\/\/|\b\w*(?:url|endpoint)\b/i;
// Methods that keep a digest a digest: `.hexdigest()`, `.digest()`, `.upper()`, `.encode()`.
const DIGEST_METHOD = /^(hexdigest|digest|upper|lower|encode|decode|strip)$/;
// A hash taken of the digest (`hashlib.sha1(md5_hex.encode())`): the outer one is what goes on.
const HASH_FUNCTION = /^(?:hashlib\.)?(?:md5|sha1|sha224|sha256|sha384|sha512|blake2[bs])$/;

/** Whether the digest the rule matched is only sent to a remote API in a request. */
export function digestSentToApi(node: SgNode): boolean {
  const digest = digestExpression(node);
  const holder = digest.parent();
  if (holder?.kind() === 'assignment') return keptForRequest(digest, holder);
  if (holder?.kind() === 'keyword_argument') {
    const call = holder.parent()?.parent();
    return call?.kind() === 'call' && isWebRequest(call);
  }
  if (holder?.kind() !== 'pair' || holder.field('value')?.id() !== digest.id()) return false;
  const dict = holder.parent();
  if (dict?.kind() !== 'dictionary') return false;
  return requestsTaking(dict);
}

/**
 * Whether `digest`, assigned by `assignment` under a string key, is read back in the file only to be
 * sent: at least one read, every read sent, and the dict it is kept in not used whole in the function.
 */
function keptForRequest(digest: SgNode, assignment: SgNode): boolean {
  const target = assignment.field('left');
  const key = stringKey(target);
  if (assignment.field('right')?.id() !== digest.id() || key === undefined) return false;
  const dict = target?.field('value');
  const fn = assignment.ancestors().find((a) => a.kind() === 'function_definition');
  if (dict?.kind() !== 'identifier' || !fn) return false;
  // `def signin(self, user, password, data)` names it; `db.save(data)` would store it whole.
  const named = new Set(['parameters', 'typed_parameter', 'default_parameter', 'typed_default_parameter']);
  const whole = identifierUses(fn, dict.text()).some(
    (u) => u.parent()?.kind() !== 'subscript' && !named.has(String(u.parent()?.kind())),
  );
  if (whole) return false;
  const reads = digest
    .getRoot()
    .root()
    .findAll({ rule: { kind: 'subscript' } })
    .filter((s) => stringKey(s) === key && !isAssignedTo(s));
  return reads.length > 0 && reads.every(sentRead);
}

/** The key of `x["key"]` (a plain string, no f-string), else undefined. */
function stringKey(node: SgNode | null | undefined): string | undefined {
  const index = node?.kind() === 'subscript' ? node.field('subscript') : null;
  if (index?.kind() !== 'string' || index.children().some((c) => c.kind() === 'interpolation'))
    return undefined;
  return index.text().replace(/^[rbu]*(['"])(.*)\1$/i, '$2');
}

/** Whether `node` is the target of an assignment (`x["k"] = v`), not a read. */
function isAssignedTo(node: SgNode): boolean {
  const parent = node.parent();
  return parent?.kind() === 'assignment' && parent.field('left')?.id() === node.id();
}

/**
 * Whether a read of the kept digest goes only into a request: a value of a dict or an argument that
 * is sent, or the value put into another dict (`query["password"] = …`) that is then only sent.
 */
function sentRead(read: SgNode): boolean {
  const parent = read.parent();
  if (parent?.kind() === 'pair' && parent.field('value')?.id() === read.id())
    return parent.parent()?.kind() === 'dictionary' && requestsTaking(parent.parent()!);
  const call = callTaking(read);
  if (call) return isWebRequest(call);
  if (parent?.kind() !== 'assignment' || parent.field('right')?.id() !== read.id()) return false;
  const dict = parent.field('left')?.field('value');
  const fn = parent.ancestors().find((a) => a.kind() === 'function_definition');
  return dict?.kind() === 'identifier' && fn !== undefined && sentAfter(dict.text(), fn, parent);
}

/**
 * The match with the digest methods called on it (`hashlib.md5(p.encode()).hexdigest()`), and with
 * the hashes it is the only input of: `sha1(md5(p).hexdigest().encode())` sends the outer digest.
 */
function digestExpression(node: SgNode): SgNode {
  let current = node;
  for (;;) {
    const outer = methodCalled(current) ?? hashedAgain(current);
    if (!outer) return current;
    current = outer;
  }
}

/** `x.hexdigest()` for `x`, with a method of DIGEST_METHOD. */
function methodCalled(node: SgNode): SgNode | undefined {
  const attribute = node.parent();
  const call = attribute?.parent();
  if (
    attribute?.kind() !== 'attribute' ||
    attribute.field('object')?.id() !== node.id() ||
    !DIGEST_METHOD.test(attribute.field('attribute')?.text() ?? '') ||
    call?.kind() !== 'call'
  )
    return undefined;
  return call;
}

/** `hashlib.sha1(x)` for `x`, its only argument. */
function hashedAgain(node: SgNode): SgNode | undefined {
  const list = node.parent();
  const call = list?.parent();
  if (list?.kind() !== 'argument_list' || call?.kind() !== 'call') return undefined;
  const args = list.children().filter((c) => c.isNamed() && c.kind() !== 'comment');
  const hash = HASH_FUNCTION.test(call.field('function')?.text() ?? '');
  return hash && args.length === 1 ? call : undefined;
}

/** Whether a dict literal reaches a web request: as an argument, or through the variable it is assigned to. */
function requestsTaking(dict: SgNode): boolean {
  const direct = callTaking(dict);
  if (direct) return isWebRequest(direct);
  const assignment = dict.parent();
  const name = assignment?.kind() === 'assignment' ? assignment.field('left') : null;
  if (assignment?.field('right')?.id() !== dict.id() || name?.kind() !== 'identifier') return false;
  const fn = assignment.ancestors().find((a) => a.kind() === 'function_definition');
  return fn !== undefined && sentAfter(name.text(), fn, dict);
}

/**
 * Whether the dict named `name` is sent after `from` in `fn` and only filled in otherwise
 * (`post.update(kwargs)`, `post["k"] = v`): a dict also stored, returned or handed elsewhere is not
 * only the request's. `return post` counts as sent when every call of `fn` in the file is sent.
 */
function sentAfter(name: string, fn: SgNode, from: SgNode): boolean {
  const uses = identifierUses(fn, name).filter((u) => u.range().start.index > from.range().end.index);
  let sent = false;
  for (const use of uses) {
    const call = callTaking(use);
    if (call && isWebRequest(call)) sent = true;
    else if (use.parent()?.kind() === 'return_statement' && callsAllSent(fn)) sent = true;
    else if (!fillsIn(use)) return false;
  }
  return sent;
}

/** Whether `fn` is called in its file, and every call (`self.fn()`, `fn()`) is sent in a web request. */
function callsAllSent(fn: SgNode): boolean {
  const name = fn.field('name')?.text();
  if (!name) return false;
  const calls = fn
    .getRoot()
    .root()
    .findAll({ rule: { kind: 'call', has: { field: 'function', regex: `^(?:\\w+\\.)?${name}$` } } });
  return (
    calls.length > 0 &&
    calls.every((c) => {
      const request = callTaking(c);
      return request !== undefined && isWebRequest(request);
    })
  );
}

/** The uses of the identifier `name` in `fn`, not a keyword argument's name (`load(url, post=…)`). */
function identifierUses(fn: SgNode, name: string): SgNode[] {
  return fn.findAll({ rule: { kind: 'identifier', regex: `^${name}$` } }).filter((u) => !isKeywordName(u));
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
