/**
 * The text signals lens routing reads (route.ts): what makes a file documentation, a line a
 * comment or a public signature, a hunk security-relevant, a test file the test of a source file.
 * Plain alternations and anchored prefixes only: they run on the PR's text (attacker input), and
 * none of them can backtrack beyond a line.
 */
import path from 'node:path';

/** Prose files: reviewed for what they say, not as code. */
const DOC_EXTENSIONS = new Set(['.md', '.mdx', '.markdown', '.rst', '.adoc', '.asciidoc', '.txt', '.org']);
const DOC_NAMES =
  /^(?:readme|changelog|changes|history|contributing|security|authors|notice|license|copying)(?:\.|$)/i;
const DOC_DIRS = new Set(['docs', 'doc', 'documentation', 'man']);

/** Whether `file` holds documentation rather than code. */
export function isDocFile(file: string): boolean {
  const name = path.posix.basename(file);
  if (DOC_EXTENSIONS.has(path.posix.extname(name).toLowerCase()) || DOC_NAMES.test(name)) return true;
  const dirs = file.split('/').slice(0, -1);
  return (
    dirs.some((d) => DOC_DIRS.has(d.toLowerCase())) && !/\.(?:[cm]?[jt]sx?|py|go|rs|java|rb)$/.test(name)
  );
}

// Comment and docstring openers of the common languages; `#` but not `#include`, `#[attr]`, `#!`.
const COMMENT =
  /^\s*(?:\/\/|\/\*|\*(?:\s|\/|$)|#(?![[!]|include|define|if|endif|pragma)|"""|'''|--\s|;;|<!--|%\s|=begin)/;

/** Whether a line is (part of) a comment or docstring. */
export function isCommentLine(text: string): boolean {
  return COMMENT.test(text);
}

// A declaration others call: exported, public, or (Python, Ruby) defined at the top level.
const PUBLIC =
  /^\s*(?:export\s|pub(?:\([^)]*\))?\s|public\s|protected\s|module\.exports|exports\.|@(?:api|public)\b|func\s+(?:\([^)]*\)\s*)?[A-Z]|type\s+[A-Z]\w*\s|def\s|class\s|interface\s|fn\s|open\s+class\s)/;

/** Whether a changed line declares or changes a public signature. */
export function isPublicSignature(text: string): boolean {
  return PUBLIC.test(text);
}

// Files whose every change is security-relevant: CI, containers, infrastructure, dependencies.
const SENSITIVE_PATH =
  /(?:^|\/)(?:\.github\/workflows\/|Dockerfile|docker-compose|Containerfile|.*\.tf$|.*\.tfvars$|.*\.sql$|package\.json$|requirements[^/]*\.txt$|go\.mod$|Cargo\.toml$|pom\.xml$|build\.gradle|Gemfile$|\.npmrc$|nginx[^/]*\.conf$|.*\.(?:pem|crt|key)$)|(?:^|[/_.-])(?:auth|security|crypto|session|login|password|token|secret|permission|acl|oauth|saml|jwt|sanitiz|csrf|admin|deploy|k8s|helm|charts?)(?:[/_.-]|s?\/|s?\.|$)/i;

/**
 * Names of what the security lens reads for: input sources, I/O, auth, shell, SQL, crypto,
 * deserialisation, paths, network, markup and secrets. Matched as whole words (case-insensitive)
 * or as the call or member shown.
 */
const SENSITIVE_WORDS =
  /\b(?:req|request|params|query|body|headers?|cookies?|argv|stdin|getenv|environ|process\.env|upload|form|exec|execSync|execFile|spawn|spawnSync|popen|subprocess|system|shell|child_process|Runtime|ProcessBuilder|eval|sql|raw|prepare|readFile|readFileSync|writeFile|writeFileSync|open|fopen|unlink|rmdir|mkdir|chmod|chown|symlink|ioutil|os\.path|filepath|path\.join|path\.resolve|sendFile|download|socket|fetch|axios|http|https|urllib|requests|redirect|url|auth\w*|login|logout|passw\w*|token\w*|secret\w*|session\w*|jwt|oauth|permission\w*|role|roles|admin|acl|csrf|cors|sanitiz\w*|escape\w*|innerHTML|outerHTML|dangerouslySetInnerHTML|v-html|html|template|crypto|hash\w*|md5|sha1|sha256|hmac|bcrypt|scrypt|argon2|encrypt\w*|decrypt\w*|cipher\w*|random|rand|randint|nonce|salt|cert\w*|tls|ssl|verify|JSON\.parse|pickle|yaml\.load|unserialize|deserializ\w*|Marshal|ObjectInputStream|XMLDecoder|readObject|innerText|RegExp|regex|input)\b/i;

// SQL text: a statement keyword followed by its clause on the same line.
const SQL = /\b(?:select|insert|update|delete|merge|upsert)\b[^;]{0,200}?\b(?:from|into|set|where|values)\b/i;
/** Characters of a line the signals read: code lines are shorter; a minified one is not worth more. */
const LINE_CAP = 400;

/** Whether a changed line (or its file) is security-relevant enough for a dedicated security call. */
export function isSensitive(file: string, lines: readonly string[]): boolean {
  if (SENSITIVE_PATH.test(file)) return true;
  return lines.some((l) => {
    const head = l.slice(0, LINE_CAP);
    return SENSITIVE_WORDS.test(head) || SQL.test(head);
  });
}

// Test markers inside a source file: Rust's #[test], Python's def test_, Go's func Test, JUnit's @Test.
const INLINE_TEST =
  /#\[(?:cfg\()?test\)?\]|^\s*def test_|^\s*func Test[A-Z_]|@Test\b|^\s*(?:describe|it|test)\(['"`]/;

/** Whether a source line belongs to tests written inside the source file. */
export function isInlineTestLine(text: string): boolean {
  return INLINE_TEST.test(text);
}

const TEST_AFFIXES = /(?:[._-](?:test|tests|spec|e2e)|Tests?|IT|TestCase)$|^(?:test_)/;
/** Names too common to pair a test with a source file. */
const GENERIC_STEMS = new Set([
  'index',
  'main',
  'mod',
  '__init__',
  'lib',
  'types',
  'utils',
  'util',
  'helpers',
  'app',
]);

/**
 * The module name a file is known by: its base name without extensions and test affixes
 * (`src/pricing.ts` and `tests/pricing.test.ts` are both `pricing`); null for generic names
 * (`index`, `mod`, `__init__`...), which pair nothing.
 */
export function moduleStem(file: string): string | null {
  const name = path.posix.basename(file).replace(/\..*$/, '');
  const stem = name.replace(TEST_AFFIXES, '').replace(TEST_AFFIXES, '');
  return stem === '' || GENERIC_STEMS.has(stem.toLowerCase()) ? null : stem.toLowerCase();
}

const IMPORT_LINE = /^\s*(?:import\b|from\b|use\b|using\b|require\b|#include\b|.*\brequire\(|.*\bimport\()/;

/** The module stems a file's import lines name (`import { x } from '../../src/pricing.js'` → `pricing`). */
export function importedStems(lines: readonly string[]): Set<string> {
  const stems = new Set<string>();
  for (const line of lines) {
    if (!IMPORT_LINE.test(line)) continue;
    for (const word of line.toLowerCase().split(/[^a-z0-9_-]+/)) if (word.length > 1) stems.add(word);
  }
  return stems;
}
