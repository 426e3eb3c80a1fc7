/**
 * Whether a file is a command-line program, whose argv, flags, environment, config and own paths
 * belong to the operator who runs it, not to an attacker (issue 45 points 2 and 5: "from argv of a
 * maintainer script, low"). fresh3's oclif packer built every shell command from the developer's own
 * paths, `package.json` config, flags or env, and was graded up to critical because a command's
 * `run()` reads argv.
 *
 * Narrow on purpose: a file under `bin/` or `tools/` that reads its argv, environment or stdin, an
 * executable script (a `#!` line, what an npm `bin` entry needs to run as a command), or a file
 * importing a CLI framework; and
 * never a file that reads a request or declares a handler: a server that happens to read the
 * environment is not a CLI (entry-points.ts tells the two apart).
 */
import { isMaintainerScript } from '../../core/code-paths.js';
import { isCodeLanguage, type Language, type RuleLanguage } from '../languages.js';
import { declaresHandlers, readsOperatorInput, servesRequests } from './entry-points.js';

// Folders that hold commands run from a shell (npm's `bin/`, a repository's `tools/`). `scripts/`,
// `hack/` and release scripts are maintainer scripts already (core/code-paths.ts), graded stricter.
const CLI_DIRS = new Set(['bin', 'tools']);

// An import of an argument parser or CLI framework, per language.
const FRAMEWORK: Record<Language, RegExp> = {
  javascript: jsFramework(),
  typescript: jsFramework(),
  tsx: jsFramework(),
  python: /^\s*(?:import|from)\s+(?:argparse|click|typer|docopt|fire)\b/m,
  go: /^\s*(?:import\s+)?(?:[\w.]+\s+)?"(?:flag|github\.com\/spf13\/(?:cobra|pflag)|github\.com\/urfave\/cli(?:\/v\d+)?|github\.com\/alecthomas\/kong)"\s*$/m,
  java: /^\s*import\s+(?:picocli\.|org\.apache\.commons\.cli\.|com\.beust\.jcommander\.)/m,
  rust: /^\s*use\s+(?:clap|structopt|argh)\b/m,
};

function jsFramework(): RegExp {
  const names = [
    String.raw`@oclif\/(?:core|command)`,
    'commander',
    'yargs',
    'yargs-parser',
    'cac',
    'meow',
    'clipanion',
    'minimist',
  ].join('|');
  return new RegExp(
    String.raw`(?:\bfrom\s+|\brequire\(\s*|\bimport\(\s*)['"](?:${names})(?:\/[\w/.-]*)?['"]`,
  );
}

// What an operator hands a program when starting it: its argv, environment and stdin.
const OPERATOR_SOURCE: Record<Language, RegExp> = {
  javascript: /^(?:process\.(?:env|argv|stdin)|Deno\.(?:args|env)|Bun\.(?:argv|env))\b/,
  typescript: /^(?:process\.(?:env|argv|stdin)|Deno\.(?:args|env)|Bun\.(?:argv|env))\b/,
  tsx: /^(?:process\.(?:env|argv|stdin)|Deno\.(?:args|env)|Bun\.(?:argv|env))\b/,
  python: /^(?:os\.environ|os\.getenv|os\.getenvb|sys\.argv|sys\.stdin|input)\b/,
  go: /^(?:os\.Getenv|os\.LookupEnv|os\.Args|os\.Stdin|flag\.\w+)\b/,
  java: /^(?:System\.(?:getenv|getProperty|in))\b/,
  rust: /^(?:(?:std::)?env::(?:var|var_os|args|args_os|vars)|(?:std::)?io::stdin)\b/,
};

// A read from the network: a value that comes back from it is not the operator's.
const NETWORK: Record<Language, RegExp> = {
  javascript: /\bfetch\(|\baxios\b|\bgot\(|\bhttps?\.(?:get|request)\(|\bXMLHttpRequest\b|\bundici\b/,
  typescript: /\bfetch\(|\baxios\b|\bgot\(|\bhttps?\.(?:get|request)\(|\bXMLHttpRequest\b|\bundici\b/,
  tsx: /\bfetch\(|\baxios\b|\bgot\(|\bhttps?\.(?:get|request)\(|\bXMLHttpRequest\b|\bundici\b/,
  python: /\b(?:requests|httpx|urllib|aiohttp|urlopen)\b/,
  go: /\bhttp\.(?:Get|Post|Head|NewRequest\w*)\(|\.Do\(req\b/,
  java: /\b(?:HttpClient|HttpURLConnection|URLConnection|RestTemplate|WebClient)\b/,
  rust: /\b(?:reqwest|hyper|ureq)::/,
};

/**
 * Whether `source`, the whole file at `path` in `language`, is a command-line program: under `bin/`
 * or `tools/` and reading argv, env or stdin, starting with a `#!` line, or importing a CLI
 * framework; and reading no request.
 */
export function isCliProgram(path: string, source: string, language: Language): boolean {
  const dirs = path.split('/').slice(0, -1);
  // The folder alone does not make a command: `tools/` also holds helpers that other code calls with
  // its own input. A file there is one when it reads its argv, environment or stdin.
  const commandInFolder =
    dirs.some((d) => CLI_DIRS.has(d.toLowerCase())) && readsOperatorInput(source, language);
  const looksCli = commandInFolder || source.startsWith('#!') || FRAMEWORK[language].test(source);
  return looksCli && !servesRequests(source, language);
}

/** Whether `text`, a value the flow grader read as program input, is the operator's argv, env or stdin. */
export function isOperatorSource(text: string, language: Language): boolean {
  return OPERATOR_SOURCE[language].test(text.trim());
}

/** Whether `source`, a whole file, reads from the network (a value read back is not the operator's). */
export function readsNetwork(source: string, language: Language): boolean {
  return NETWORK[language].test(source);
}

/**
 * Whether a file is a script its maintainers run by hand, not code that serves users: a maintainer's
 * script by path (scripts/, hack/, a release or setup script, core/code-paths.ts), or an executable
 * (`#!`) file under `tools/`, that reads no request and declares no handler (traccar's `tools/test-performance.py`, a load
 * generator). A `#!` file elsewhere may be a CLI shipped to users, and stays code.
 */
export function isMaintainerTool(path: string, source: string, language: RuleLanguage): boolean {
  // By what the file is, not its path alone: a route under `scripts/` is a server's (issue 45 point 2).
  const serves = isCodeLanguage(language) && declaresHandlers(source, language, path);
  if (isMaintainerScript(path)) return !serves;
  const inTools = path
    .split('/')
    .slice(0, -1)
    .some((d) => d.toLowerCase() === 'tools');
  return inTools && source.startsWith('#!') && !serves;
}
