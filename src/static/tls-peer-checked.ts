/**
 * Go's `InsecureSkipVerify: true` where the code still decides who the peer is (`sink-context:
 * tls-peer`, issue 45 point 5): medium with the reason, not high. Three shapes, each read from what
 * the code does, never from a name or a path:
 *
 * - the same `tls.Config` sets `VerifyPeerCertificate` or `VerifyConnection` to a function that does
 *   something: Go calls it on every handshake, and with InsecureSkipVerify it is the documented way to
 *   verify a certificate one's own way (https://pkg.go.dev/crypto/tls#Config; openfga's gRPC gateway
 *   verifies against its pinned pool, fresh11). A literal that only returns nil verifies nothing.
 * - the same `tls.Config` presents its own `Certificates` and asks every peer for one it does not
 *   verify (`ClientAuth: tls.RequestClientCert` or `RequireAnyClientCert`): peers with self-signed
 *   certificates that know each other by the certificate's fingerprint, syncthing's device IDs and
 *   relay URIs (fresh25). Whether the code compares that fingerprint after the handshake is beyond
 *   the rules, so the finding stays, at medium, and says what to check.
 * - the config is built in the branch for a unix domain socket (`case "unix":`, `if network ==
 *   "unix"`, or a constant of the file holding that string): no network path between the two ends,
 *   the socket file's permissions decide who connects (openfga's gateway to its own gRPC server).
 *
 * Anything else (a bare `InsecureSkipVerify: true`, a verifier that returns nil, a TCP branch) keeps
 * the rule's grade.
 */
import type { SgNode } from '@ast-grep/napi';
import { kindOf, named } from './flow/syntax-nodes.js';

// Go calls these on every handshake, after (or instead of) its own verification.
const VERIFIERS = /^(VerifyPeerCertificate|VerifyConnection)$/;
// Ask the peer for a certificate and accept one no CA signed (https://pkg.go.dev/crypto/tls#ClientAuthType).
const UNVERIFIED_CLIENT_CERT = /^(tls\.)?(RequestClientCert|RequireAnyClientCert)$/;
const UNIX_NETWORK = /^"unix(packet|gram)?"$/;

/** Why the code still checks the peer of an `InsecureSkipVerify: true`, for the finding's body, or undefined. */
export function goPeerChecked(node: SgNode): string | undefined {
  const fields = configFields(node);
  const verifier = [...fields].find(([key, value]) => VERIFIERS.test(key) && verifies(value))?.[0];
  if (verifier)
    return `the same \`tls.Config\` verifies the certificate itself (\`${verifier}\`), which Go calls on every handshake; check that it verifies the chain and the name`;
  const clientAuth = fields.get('ClientAuth')?.text() ?? '';
  if (fields.has('Certificates') && UNVERIFIED_CLIENT_CERT.test(clientAuth))
    return `the same \`tls.Config\` presents its own certificate and asks every peer for one (\`${clientAuth}\`) without a CA: peers with self-signed certificates known by their fingerprint; check that the code compares the peer's certificate with the expected one after the handshake`;
  if (inUnixBranch(node))
    return 'the connection is made in the branch for a unix domain socket, which has no network path: its file permissions decide who connects';
  return undefined;
}

/** The keyed fields of the composite literal holding `node` (a `keyed_element`), by key. */
function configFields(node: SgNode): Map<string, SgNode> {
  const fields = new Map<string, SgNode>();
  const literal = node.parent();
  if (!literal || kindOf(literal) !== 'literal_value') return fields;
  for (const element of named(literal)) {
    if (kindOf(element) !== 'keyed_element') continue;
    // Each side is a `literal_element` around the expression.
    const [key, value] = named(element).map((side) => named(side)[0] ?? side);
    if (key && value) fields.set(key.text(), value);
  }
  return fields;
}

/**
 * Whether a verifier field's value can verify: a named function, or a function literal that does
 * more than `return nil`. `nil` or an empty verifier turns nothing back on.
 */
function verifies(value: SgNode): boolean {
  const text = value.text().trim();
  if (text === 'nil') return false;
  if (kindOf(value) !== 'func_literal') return /^[\w.]+$/.test(text);
  const body = (value.field('body')?.text() ?? '').replace(/\s+/g, ' ');
  return !/^\{ ?(return nil ?)?\}$/.test(body);
}

/** Whether the case before `branch` ends in `fallthrough`, so other networks run its body too. */
function fallenInto(branch: SgNode): boolean {
  const cases = named(branch.parent());
  const before = cases[cases.findIndex((c) => c.id() === branch.id()) - 1];
  // The case's statements, bare or (newer grammars) inside a statement_list.
  const body = named(before).at(-1);
  const last = body && kindOf(body) === 'statement_list' ? named(body).at(-1) : body;
  return last !== undefined && kindOf(last) === 'fallthrough_statement';
}

/**
 * Whether `node` sits in a branch taken only for a unix domain socket: a `case` listing only unix
 * networks, or the block of an `if` comparing with `==` to one. A name counts when the file declares
 * it a constant holding such a string (`const unix = "unix"`).
 */
function inUnixBranch(node: SgNode): boolean {
  const root = node.getRoot().root();
  const isUnix = (value: SgNode | null | undefined): boolean => {
    if (!value) return false;
    if (UNIX_NETWORK.test(value.text())) return true;
    if (kindOf(value) !== 'identifier') return false;
    return root
      .findAll({ rule: { kind: 'const_spec' } })
      .some(
        (spec) =>
          spec.field('name')?.text() === value.text() && UNIX_NETWORK.test(spec.field('value')?.text() ?? ''),
      );
  };
  for (const branch of node.ancestors()) {
    const kind = kindOf(branch);
    if (kind === 'function_declaration' || kind === 'method_declaration' || kind === 'func_literal')
      return false;
    if (kind === 'expression_case') {
      const values = named(branch.field('value'));
      if (values.length > 0 && values.every(isUnix) && !fallenInto(branch)) return true;
    }
    const statement = branch.parent();
    if (kind !== 'block' || !statement || kindOf(statement) !== 'if_statement') continue;
    const condition = statement.field('condition');
    if (statement.field('consequence')?.id() !== branch.id() || !condition) continue;
    if (kindOf(condition) !== 'binary_expression' || condition.field('operator')?.text() !== '==') continue;
    if (isUnix(condition.field('left')) || isUnix(condition.field('right'))) return true;
  }
  return false;
}
