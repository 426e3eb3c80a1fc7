/**
 * A certificate inspector: a TLS connection opened only to read the peer's certificate, what
 * `openssl s_client` does. A certificate checker must accept an expired or self-signed certificate
 * to report on it, so its `rejectUnauthorized: false` turns no protection off: nothing but the
 * handshake crosses the unverified channel. Node's shape:
 *
 *     const socket = tls.connect({ host, port, rejectUnauthorized: false }, () => {
 *       const cert = socket.getPeerCertificate();
 *       socket.end();
 *       resolve(cert);
 *     });
 *
 * Decided from what the function does with the socket, never from a name: every use of the socket
 * must be a read of its certificate or handshake state, a listener for a non-data event, or
 * `end()`/`destroy()` without data. A write, a pipe, `end(data)`, a `data` listener, or the socket
 * used as a value (returned, resolved, handed to a call or an agent, stored, aliased) keeps the
 * finding; so does a `function` callback of the connection, whose `this` is the socket.
 *
 * Go's shape (podinfo's `podcli check cert`, fresh2): `conn := tls.Client(raw, &tls.Config{
 * InsecureSkipVerify: true, … })` or `tls.Dial`/`tls.DialWithDialer`, in a function that reads
 * `conn.ConnectionState()` and its `PeerCertificates`, closes the connection, and otherwise only
 * handshakes or reads addresses. Any other use of `conn` (returned, passed on, `conn.Write`) or any
 * I/O call in the function (a `Write`/`Read`, `io.`, `bufio.`, `http.`, `fmt.Fprint`) keeps it.
 */
import type { SgNode } from '@ast-grep/napi';
import { FLOW_SYNTAX } from './flow/flow-syntax.js';
import type { Language } from './languages.js';

// What an inspector reads or calls on the socket: the certificate, the handshake's outcome, its
// lifecycle. https://nodejs.org/api/tls.html#class-tlstlssocket
const READS =
  /^(getPeerCertificate|getPeerX509Certificate|getCertificate|getProtocol|getCipher|getEphemeralKeyInfo|getSharedSigalgs|authorized|authorizationError|alpnProtocol|servername|remoteAddress|remotePort|encrypted|on|once|end|destroy|setTimeout)$/;
// Events that carry no data from the peer.
const EVENTS = /^['"`](secureConnect|connect|error|close|end|timeout|ocspResponse)['"`]$/;

/**
 * Whether the match (`rejectUnauthorized: false`, `InsecureSkipVerify: true`) configures a connection
 * that only reads the certificate.
 */
export function inspectsCertificateOnly(node: SgNode, language: Language): boolean {
  if (language === 'go') return goInspector(node);
  if (!['javascript', 'typescript', 'tsx'].includes(language) || kind(node) !== 'pair') return false;
  const object = node.parent();
  const args = object?.parent();
  const call = args?.parent();
  if (kind(object) !== 'object' || kind(args) !== 'arguments' || !call || kind(call) !== 'call_expression')
    return false;
  if (call.field('function')?.text() !== 'tls.connect') return false;
  const declarator = call.parent();
  const name = declarator?.field('name');
  if (!declarator || !name || kind(declarator) !== 'variable_declarator' || kind(name) !== 'identifier')
    return false;
  const functions = FLOW_SYNTAX[language].functions;
  // The connection's `function` callbacks see the socket as `this` (an arrow function's is the outer one).
  for (const self of args!.findAll({ rule: { kind: 'this' } })) {
    const binder = self.ancestors().find((a) => functions.includes(kind(a)));
    if (binder && kind(binder) !== 'arrow_function' && binder.range().start.index > call.range().start.index)
      return false;
  }
  const scope = declarator.ancestors().find((a) => functions.includes(kind(a)));
  if (!scope) return false;
  const uses = scope
    .findAll({
      rule: { any: [{ kind: 'identifier' }, ...ALIASES], regex: `^${name.text().replace(/\$/g, '\\$')}$` },
    })
    .filter((id) => !same(id, name));
  let readsCertificate = false;
  for (const id of uses) {
    const member = id.parent();
    if (!member || kind(id) !== 'identifier' || kind(member) !== 'member_expression') return false;
    if (!same(member.field('object'), id)) return false;
    const property = member.field('property')?.text() ?? '';
    if (!READS.test(property)) return false;
    if (/^getPeer/.test(property)) readsCertificate = true;
    if (!/^(on|once|end)$/.test(property)) continue;
    const use = member.parent();
    if (!use || kind(use) !== 'call_expression') return false;
    const passed = (use.field('arguments')?.children() ?? []).filter(
      (c) => c.isNamed() && !kind(c).includes('comment'),
    );
    // `end(data)` writes before closing; a `data` listener reads what the unverified peer sends.
    if (property === 'end' ? passed.length > 0 : !EVENTS.test(passed[0]?.text() ?? '')) return false;
    if (property !== 'end' && !harmlessListener(passed, functions)) return false;
  }
  return readsCertificate;
}

// What a Go inspector calls on its `*tls.Conn`. https://pkg.go.dev/crypto/tls#Conn
const GO_READS =
  /^(Handshake|HandshakeContext|ConnectionState|Close|RemoteAddr|LocalAddr|SetDeadline|VerifyHostname|OCSPResponse)$/;
// I/O in the function: data sent or read over some connection (go-tls-insecure's former YAML test).
const GO_IO = /(\.(Write|Read|ReadFrom|WriteTo|Do|Get|Post|Send)\w*|^(io|bufio|http)\.\w+|^fmt\.Fprint\w*)$/;

function goInspector(node: SgNode): boolean {
  if (kind(node) !== 'keyed_element') return false;
  const call = node.ancestors().find((a) => kind(a) === 'call_expression');
  if (!call || !/^tls\.(Client|Dial|DialWithDialer)$/.test(call.field('function')?.text() ?? ''))
    return false;
  // The config is written inline in the call: `&tls.Config{…}` is one of its arguments.
  const argument = node.ancestors().find((a) => kind(a.parent()) === 'argument_list');
  if (!argument || !same(argument.parent()?.parent(), call)) return false;
  const values = call.parent();
  const declaration = values?.parent();
  if (!values || !declaration || kind(values) !== 'expression_list') return false;
  if (!['short_var_declaration', 'assignment_statement'].includes(kind(declaration))) return false;
  if (!same(declaration.field('right'), values)) return false;
  const name = declaration
    .field('left')
    ?.children()
    .find((c) => kind(c) === 'identifier');
  const scope = declaration
    .ancestors()
    .find((a) => ['function_declaration', 'method_declaration', 'func_literal'].includes(kind(a)));
  if (!name || !scope) return false;
  const calls = scope.findAll({ rule: { kind: 'call_expression' } });
  if (calls.some((c) => GO_IO.test(c.field('function')?.text() ?? ''))) return false;
  if (!scope.find({ rule: { kind: 'field_identifier', regex: '^PeerCertificates$' } })) return false;
  const used = new Set<string>();
  for (const id of scope.findAll({ rule: { kind: 'identifier', regex: `^${name.text()}$` } })) {
    if (same(id, name)) continue;
    const selector = id.parent();
    if (!selector || kind(selector) !== 'selector_expression' || !same(selector.field('operand'), id))
      return false;
    const field = selector.field('field')?.text() ?? '';
    if (!GO_READS.test(field) || kind(selector.parent()) !== 'call_expression') return false;
    used.add(field);
  }
  return used.has('ConnectionState') && used.has('Close');
}

/**
 * Whether an `on(event, listener)` call's listener cannot send over the socket. A `function` listener
 * sees the socket as `this`, as the connection's own callback does; a listener defined elsewhere
 * (`on('secureConnect', onConnect)`) cannot be read here, except on `error` and `close`, after which
 * the socket is destroyed and nothing more can be sent.
 */
function harmlessListener(passed: readonly SgNode[], functions: readonly string[]): boolean {
  const [event, listener] = passed;
  if (!listener) return false;
  if (functions.includes(kind(listener))) return !selfBound(listener, functions);
  return kind(listener) === 'identifier' && /^['"`](error|close)['"`]$/.test(event?.text() ?? '');
}

/** Whether `node` is a non-arrow function that uses `this` (bound by whoever calls it: an emitter, its own). */
function selfBound(node: SgNode, functions: readonly string[]): boolean {
  const k = kind(node);
  return functions.includes(k) && k !== 'arrow_function' && node.find({ rule: { kind: 'this' } }) !== null;
}

// The socket's name where it is not an identifier: `{ socket }` in an object or a destructuring.
const ALIASES = [
  { kind: 'shorthand_property_identifier' },
  { kind: 'shorthand_property_identifier_pattern' },
];

const kind = (node: SgNode | null | undefined): string => (node ? String(node.kind()) : '');

function same(a: SgNode | null | undefined, b: SgNode): boolean {
  return (
    !!a && a.range().start.index === b.range().start.index && a.range().end.index === b.range().end.index
  );
}
