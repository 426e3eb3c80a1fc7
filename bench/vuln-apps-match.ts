/**
 * How bench/static-vuln-apps.ts scores the static lens on deliberately vulnerable apps: which
 * documented vulnerability (bench/vuln-apps/<owner>+<name>.yml) a finding finds, and the figures per
 * app and per kind. Pure functions, so the matching is tested without any mirror.
 */

/** The kinds of vulnerability an entry of bench/vuln-apps can have (and a rule can find). */
export const KINDS = [
  'sql-injection',
  'nosql-injection',
  'command-injection',
  'code-injection',
  'xpath-injection',
  'ldap-injection',
  'xml-injection',
  'header-injection',
  'log-injection',
  'path-traversal',
  'ssrf',
  'xss',
  'html-injection',
  'client-side-template-injection',
  'open-redirect',
  'hardcoded-secret',
  'weak-hash',
  'insecure-deserialization',
  'xxe',
  'redos',
  'jwt-verification',
  'cors-misconfiguration',
  'tls-verification',
  'csrf',
  'insecure-cookie',
  'information-exposure',
  'broken-access-control',
  'mass-assignment',
  'prototype-pollution',
  'user-enumeration',
  'rate-limit-bypass',
  'resource-exhaustion',
  'privileged-container',
  'container-root',
  'network-exposure',
  'public-storage',
  'excessive-permissions',
  'ci-injection',
  'supply-chain',
] as const;

/** A kind of vulnerability. */
export type Kind = (typeof KINDS)[number];

const XSS: readonly Kind[] = ['xss', 'html-injection'];
const NONE: readonly Kind[] = [];

/**
 * The kinds each static rule can find, for every rule of rules/*.yml and every file check (a test
 * holds the two lists equal). A rule about correctness, reliability or deprecation finds none: its
 * findings count only as findings outside any documented vulnerability.
 */
export const RULE_KINDS: Readonly<Record<string, readonly Kind[]>> = {
  'compose-privileged-service': ['privileged-container'],
  'dart-html': NONE,
  'docker-curl-pipe-shell': ['supply-chain'],
  'docker-user-root': ['container-root'],
  'gha-permissions-write-all': ['excessive-permissions'],
  'gha-script-injection': ['ci-injection'],
  'gha-secret-in-log': ['information-exposure'],
  'gha-unpinned-action': ['supply-chain'],
  'gha-untrusted-checkout': ['ci-injection'],
  'go-cors-credentials-any-origin': ['cors-misconfiguration'],
  'go-defer-in-loop': NONE,
  'go-err-unchecked': NONE,
  'go-error-discarded': NONE,
  'go-exec-shell': ['command-injection'],
  'go-ioutil': NONE,
  'go-open-redirect': ['open-redirect'],
  'go-sql-sprintf': ['sql-injection'],
  'go-ssrf-request-url': ['ssrf'],
  'go-tls-insecure': ['tls-verification'],
  'go-weak-password-hash': ['weak-hash'],
  'go-zip-slip': ['path-traversal'],
  'java-boxed-constructor': NONE,
  'java-empty-catch': NONE,
  'java-nosql-where': ['nosql-injection'],
  'java-open-redirect': ['open-redirect'],
  'java-regex-from-request': ['redos'],
  'java-regex-nested-quantifier': ['redos'],
  'java-runtime-exec-concat': ['command-injection'],
  'java-sql-concat': ['sql-injection'],
  'java-ssrf-request-url': ['ssrf'],
  'java-string-reference-equals': NONE,
  'java-unsafe-deserialization': ['insecure-deserialization'],
  'java-weak-password-hash': ['weak-hash'],
  'java-xxe-factory': ['xxe'],
  'java-zip-slip': ['path-traversal'],
  'js-angular-bypass-trust': [...XSS, 'client-side-template-injection'],
  'js-aws-access-key': ['hardcoded-secret'],
  'js-cors-credentials-any-origin': ['cors-misconfiguration'],
  'js-debugger': NONE,
  'js-directory-listing': ['information-exposure'],
  'js-empty-catch': NONE,
  'js-empty-catch-io': NONE,
  'js-eval': ['code-injection'],
  'js-exec-interpolated': ['command-injection'],
  'js-express-jwt-no-algorithms': ['jwt-verification'],
  'js-foreach-async': NONE,
  'js-hardcoded-password': ['hardcoded-secret'],
  'js-innerhtml-dynamic': XSS,
  'js-invalid-typeof': NONE,
  'js-jwt-unsafe-verify': ['jwt-verification'],
  'js-libxml-noent': ['xxe'],
  'js-literal-signing-secret': ['hardcoded-secret'],
  'js-lodash-merge-pollution': ['prototype-pollution'],
  'js-nan-compare': NONE,
  'js-new-buffer': NONE,
  'js-new-buffer-size': NONE,
  'js-new-function': ['code-injection'],
  'js-node-serialize': ['insecure-deserialization'],
  'js-nosql-injection': ['nosql-injection'],
  'js-open-redirect': ['open-redirect'],
  'js-orm-read-modify-write': NONE,
  'js-path-traversal': ['path-traversal'],
  'js-private-key': ['hardcoded-secret'],
  'js-regex-nested-quantifier': ['redos'],
  'js-regexp-from-request': ['redos'],
  'js-sql-interpolated': ['sql-injection'],
  'js-ssrf-request-url': ['ssrf'],
  'js-substr': NONE,
  'js-substr-length': NONE,
  'js-template-autoescape-off': XSS,
  'js-template-from-request': ['code-injection'],
  'js-template-locals-from-request': ['path-traversal', 'code-injection'],
  'js-template-noescape': XSS,
  'js-timer-string': ['code-injection'],
  'js-tls-verify-disabled': ['tls-verification'],
  'js-togmtstring': NONE,
  'js-vm-run-code': ['code-injection'],
  'js-weak-password-hash': ['weak-hash'],
  'js-zip-slip': ['path-traversal'],
  'js-xml-parse-noent': ['xxe'],
  'js-yaml-unsafe-load': ['insecure-deserialization'],
  'k8s-privileged-container': ['privileged-container'],
  'py-assert-tuple': NONE,
  'py-bare-except-pass': NONE,
  'py-cors-credentials-any-origin': ['cors-misconfiguration'],
  'py-eval-exec': ['code-injection'],
  'py-get-event-loop': NONE,
  'py-imp': NONE,
  'py-is-literal': NONE,
  'py-jwt-no-verify': ['jwt-verification'],
  'py-literal-signing-secret': ['hardcoded-secret'],
  'py-lxml-resolve-entities': ['xxe'],
  'py-mutable-default': NONE,
  'py-nosql-where': ['nosql-injection'],
  'py-open-redirect': ['open-redirect'],
  'py-os-system': ['command-injection'],
  'py-path-traversal': ['path-traversal'],
  'py-pickle-loads': ['insecure-deserialization'],
  'py-regex-from-request': ['redos'],
  'py-regex-nested-quantifier': ['redos'],
  'py-requests-verify-false': ['tls-verification'],
  'py-sax-external-entities': ['xxe'],
  'py-sql-format': ['sql-injection'],
  'py-ssrf-request-url': ['ssrf'],
  'py-subprocess-shell': ['command-injection'],
  'py-template-autoescape-off': XSS,
  'py-template-string-built': ['code-injection'],
  'py-utcnow': NONE,
  'py-weak-password-hash': ['weak-hash'],
  'py-yaml-full-load': ['insecure-deserialization'],
  'py-yaml-load': ['insecure-deserialization'],
  'py-yaml-load-call': ['insecure-deserialization'],
  'rust-shell-format': ['command-injection'],
  'secret-aws-access-key': ['hardcoded-secret'],
  'secret-aws-secret-key': ['hardcoded-secret'],
  'secret-github-token': ['hardcoded-secret'],
  'secret-google-api-key': ['hardcoded-secret'],
  'secret-npm-token': ['hardcoded-secret'],
  'secret-private-key': ['hardcoded-secret'],
  'secret-slack-token': ['hardcoded-secret'],
  'secret-stripe-live-key': ['hardcoded-secret'],
  'tf-ingress-open-to-world': ['network-exposure'],
  'tf-s3-public-access-block-off': ['public-storage'],
  'tf-s3-public-acl': ['public-storage'],
};

/** One documented vulnerability of an app, at the lines a reviewer would point at. */
export interface DocumentedVuln {
  id: string;
  kind: Kind;
  path: string;
  /** First and last line of the vulnerable code (1-based, inclusive). */
  lines: readonly [number, number];
  /** Which documented cases it is (names from the app's documentation). */
  cases: string;
  what: string;
}

/** One bench/vuln-apps/<owner>+<name>.yml. */
export interface VulnApp {
  repo: string;
  sha: string;
  docs: string;
  /** How many documented vulnerabilities have no code line to point at (the file says which). */
  skipped: number;
  vulns: DocumentedVuln[];
}

/** What the bench needs of a finding. */
export interface AppFinding {
  path: string;
  line: number;
  rule: string;
  severity: string;
}

/** How far outside an entry's lines a finding still counts (a sink a line or two off the range). */
export const LINE_SLACK = 2;

/** The kinds `rule` finds; a rule missing from RULE_KINDS throws, or it would count as a miss unnoticed. */
export function kindsOf(rule: string): readonly Kind[] {
  const kinds = RULE_KINDS[rule];
  if (kinds === undefined)
    throw new Error(
      `rule ${rule} has no entry in RULE_KINDS (bench/vuln-apps-match.ts): add the kinds it finds`,
    );
  return kinds;
}

/** Whether `finding` finds `vuln`: same file, within its lines ± `slack`, and a rule of a fitting kind. */
export function findsVuln(vuln: DocumentedVuln, finding: AppFinding, slack = LINE_SLACK): boolean {
  const [first, last] = vuln.lines;
  return (
    kindsOf(finding.rule).includes(vuln.kind) &&
    finding.path === vuln.path &&
    finding.line >= first - slack &&
    finding.line <= last + slack
  );
}

/** An app's documented vulnerabilities, each with the findings that find it, and the findings that find none. */
export interface AppMatch {
  found: { vuln: DocumentedVuln; by: AppFinding[] }[];
  missed: DocumentedVuln[];
  outside: AppFinding[];
}

/** Matches an app's findings to its documented vulnerabilities (a finding may find several at one place). */
export function matchApp(
  vulns: readonly DocumentedVuln[],
  findings: readonly AppFinding[],
  slack = LINE_SLACK,
): AppMatch {
  const found: AppMatch['found'] = [];
  const missed: DocumentedVuln[] = [];
  const used = new Set<AppFinding>();
  for (const vuln of vulns) {
    const by = findings.filter((f) => findsVuln(vuln, f, slack));
    for (const f of by) used.add(f);
    if (by.length > 0) found.push({ vuln, by });
    else missed.push(vuln);
  }
  // Every finding's rule is checked against the table, whether or not the app has entries.
  for (const f of findings) kindsOf(f.rule);
  return { found, missed, outside: findings.filter((f) => !used.has(f)) };
}

/** One app's figures. */
export interface AppResult {
  repo: string;
  sha: string;
  skipped: number;
  findings: number;
  match: AppMatch;
}

const pct = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`);
const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

function table(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string[] {
  return [row(head), `|${head.map(() => '---').join('|')}|`, ...rows.map(row)];
}

/** Documented and found per kind over every app, the kinds never found first, then by count. */
export function kindFigures(
  results: readonly AppResult[],
): { kind: Kind; documented: number; found: number }[] {
  const figures = new Map<Kind, { documented: number; found: number }>();
  for (const { match } of results) {
    const entries = [
      ...match.found.map((f) => [f.vuln, 1] as const),
      ...match.missed.map((v) => [v, 0] as const),
    ];
    for (const [vuln, hit] of entries) {
      const figure = figures.get(vuln.kind) ?? { documented: 0, found: 0 };
      figures.set(vuln.kind, { documented: figure.documented + 1, found: figure.found + hit });
    }
  }
  return [...figures]
    .map(([kind, f]) => ({ kind, ...f }))
    .sort((a, b) => Number(a.found > 0) - Number(b.found > 0) || b.documented - a.documented);
}

/** The report: per app and in total (documented, found, recall, findings outside any), per kind, and each miss. */
export function formatVulnApps(results: readonly AppResult[]): string {
  const total = { documented: 0, found: 0, skipped: 0, findings: 0, outside: 0 };
  const apps = results.map(({ repo, sha, skipped, findings, match }) => {
    const documented = match.found.length + match.missed.length;
    total.documented += documented;
    total.found += match.found.length;
    total.skipped += skipped;
    total.findings += findings;
    total.outside += match.outside.length;
    return [
      `${repo} @${sha}`,
      documented,
      match.found.length,
      pct(match.found.length, documented),
      skipped,
      findings,
      match.outside.length,
    ];
  });
  const head = ['app', 'documented', 'found', 'recall', 'skipped (no line)', 'findings', 'outside any'];
  const sum = ['total', total.documented, total.found, pct(total.found, total.documented), total.skipped];
  const kinds = kindFigures(results).map((k) => [k.kind, k.documented, k.found, pct(k.found, k.documented)]);
  const misses = results.flatMap(({ repo, match }) =>
    match.missed.map((v) => `- ${v.kind}: ${repo} ${v.id} (${v.path}:${v.lines[0]}-${v.lines[1]})`),
  );
  return [
    ...table(head, [...apps, [...sum, total.findings, total.outside]]),
    '',
    ...table(['kind', 'documented', 'found', 'recall'], kinds),
    '',
    'Missed:',
    ...misses,
  ].join('\n');
}
