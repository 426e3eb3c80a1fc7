/**
 * What problem a finding is about, told without a model. The static rules and the model lenses
 * speak different vocabularies: a rule's `category` is one of five coarse families
 * (src/static/rule-file.ts: security, correctness, deprecation, reliability, maintainability) and
 * its title is a fixed message ("Shell command built from interpolated values (command
 * injection)"); a model's `category` is free text of one or two words (prompts/base.md: `injection`,
 * `null-handling`, `performance`) beside a free title. Neither category alone can be compared with
 * the other, so the kind is read from the category and the title together, by phrases that name a
 * problem. A finding may have several kinds (`eval`/`exec` of input is code injection) or none;
 * unknown is a valid answer, and the caller then does not merge on the kind.
 */

/** A problem kind and the phrases that name it (matched on lowercased words; see `words`). */
const KINDS: ReadonlyArray<readonly [kind: string, pattern: RegExp]> = [
  [
    'command-injection',
    /\b(command|shell|os command) injection\b|\bshell command\b|\bsh -c\b|\bshell ?= ?true\b|\bos\.(system|popen)\b|\bruntime\.exec\b|\bcommand (built|constructed|string|line built)\b|\bexec(sync)?\b.*\b(interpolat|concat|input)|\bchild process\b|\bsubprocess\b/,
  ],
  ['sql-injection', /\bsql\b|\bsqli\b|\bquery (built|string|concatenat|interpolat)/],
  ['code-injection', /\beval\b|\bcode injection\b|\bnew function\b|\bfunction constructor\b/],
  ['xss', /\bxss\b|\bcross site scripting\b|\binnerhtml\b|\bhtml injection\b|\bdangerouslysetinnerhtml\b/],
  [
    'hardcoded-secret',
    /\bhard ?coded\b.*\b(password|secret|key|token|credential)|\b(password|secret|api key|token|credential)s?\b.*\b(hard ?coded|embedded|in (the )?source)|\bprivate key\b|\baccess key\b|\bsecret written as a literal\b|\bliteral (signing |session )?secret\b/,
  ],
  [
    'tls-verification',
    /\btls\b|\bssl\b|\bcertificate\b|\bverify ?= ?false\b|\binsecureskipverify\b|\brejectunauthorized\b/,
  ],
  ['deserialization', /\bdeserializ|\bunserializ|\bunpickl|\bpickle\b|\byaml\.load\b|\bunsafe (yaml )?load/],
  ['path-traversal', /\b(path|directory) traversal\b|\btraversal\b|\bzip slip\b/],
  ['prototype-pollution', /\bprototype pollution\b|\bproto pollution\b/],
  ['ssrf', /\bssrf\b|\bserver side request forgery\b/],
  ['directory-listing', /\bdirectory (listing|browsing|index)\b|\bserve index\b/],
  ['open-redirect', /\bopen redirect\b|\bredirect to a url (taken )?from\b/],
  ['xxe', /\bxxe\b|\bexternal entit/],
  ['redos', /\bredos\b|\bcatastrophic backtracking\b|\bregular expression built from\b/],
  ['cors', /\bcors\b|\bcross origin\b/],
  ['weak-hash', /\bmd5\b|\bsha ?1\b|\bweak (password )?hash/],
  ['jwt', /\bjwt\b|\bjson web token\b/],
  ['sandbox-escape', /\bnode:vm\b|\bvm (module|sandbox)\b|\bno sandbox\b|\bsandbox escape\b/],
  ['weak-randomness', /\b(predictable|insecure|weak) (random|token)|\bmath\.random\b|\bsecurerandom\b/],
  [
    'swallowed-error',
    /\bswallow|\bempty catch\b|\bbare except\b|\b(error|exception)s? (is |are )?ignored\b|\bignored (error|exception)|\berr(or)?\b.*\b(discarded|never checked|unchecked|not checked)|\bunchecked err/,
  ],
  [
    'null-dereference',
    /\bnull\b|\bnil\b|\bnpe\b|\bundefined (access|property|dereference)|\bnone (check|dereference|handling)/,
  ],
  ['off-by-one', /\boff by one\b|\bout of (bounds|range)\b|\bindex out\b|\bbounds check/],
  ['race-condition', /\brace\b|\bdata race\b|\bconcurren|\bthread safe|\bunsynchroniz/],
  ['unawaited-promise', /\b(never|not) awaited\b|\bunawaited\b|\bfloating promise|\bforeach\b.*\basync\b/],
  [
    'resource-leak',
    /\b(resource|memory|file|handle|connection|socket|stream|goroutine)s? leak|\bleak(s|ed|ing)? (an? |the )?(file|handle|connection|socket|resource|memory|stream)|\b(not|never) closed\b|\bunclosed\b|\btry with resources\b|\bdefer\b.*\bloop\b/,
  ],
  ['performance', /\bperformance\b|\bquadratic\b|\bn ?\+ ?1\b|\bn plus one\b|\bper (item|row|order) query/],
  ['identity-comparison', /\bcompares? (references|identity)\b|\breference equality\b|\bis comparison\b/],
  ['nan-comparison', /\bnan\b/],
  ['typeof-comparison', /\btypeof\b/],
  ['assert-always-true', /\bassert\b.*\btuple\b/],
  ['mutable-default', /\bmutable default\b|\bdefault argument\b/],
  ['deprecation', /\bdeprecat/],
  // A privileged workflow (`pull_request_target`, `workflow_run`) that checks out and runs the PR's code.
  [
    'untrusted-checkout',
    /\bpull request target\b|\bworkflow run\b|\bpwn request\b|\bcheck(s|ed|ing)? out (the )?(untrusted |forked? )?(pr|pull request)s?\b|\buntrusted (pr|pull request|fork) (code|head|branch|checkout)\b|\b(pr|pull request|forked?)s? (code|head|branch) (is |gets )?(checked out|built|run|executed)\b|\bcheckout of (the )?(untrusted|pr|pull request|fork)/,
  ],
  ['unpinned-action', /\bunpinned\b|\bnot pinned\b|\bpinned to a (movable )?(tag|branch)\b|\bmovable tag\b/],
  [
    'privileged-container',
    /\bprivileged (container|service|mode)\b|\bprivileged: ?true\b|\bprivileged\b(?!.*\bworkflow\b)/,
  ],
  ['debug-leftover', /\bdebugger\b|\bdebug (statement|code|output)\b|\bconsole\.log\b|\bstray log\b/],
];

/** The generic kind a model may give (`category: injection`): compatible with every specific injection. */
const GENERIC_INJECTION = 'injection';
const INJECTIONS = new Set(['command-injection', 'sql-injection', 'code-injection', 'xss']);

/** Lowercased text with `-`, `_`, backticks and runs of spaces read as one space. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/[`'"]/g, '')
    .replace(/[-_\s]+/g, ' ');
}

let computed = 0;

/** @public How many findings' kinds were read: the merge reads them only when a pair needs them. */
export function problemKindsComputed(): number {
  return computed;
}

/** The problem kinds a finding names in its category and title; empty when it names none known. */
export function problemKinds(finding: { category: string; title: string }): Set<string> {
  computed++;
  const text = words(`${finding.category} ${finding.title}`);
  const kinds = new Set<string>();
  for (const [kind, pattern] of KINDS) if (pattern.test(text)) kinds.add(kind);
  if (![...kinds].some((k) => INJECTIONS.has(k)) && /\binjection\b/.test(text)) kinds.add(GENERIC_INJECTION);
  return kinds;
}

/** Whether two kind sets name a common problem (a generic injection meets any specific one). */
export function kindsMeet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const kind of a) {
    if (b.has(kind)) return true;
    if (kind === GENERIC_INJECTION && [...b].some((k) => INJECTIONS.has(k))) return true;
    if (INJECTIONS.has(kind) && b.has(GENERIC_INJECTION)) return true;
  }
  return false;
}

/** Content words of a title, for comparing wordings. */
export function titleWords(title: string): Set<string> {
  return new Set(words(title).match(/[a-z0-9$.]{3,}/g) ?? []);
}
