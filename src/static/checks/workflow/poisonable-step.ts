/**
 * Whether a workflow step can execute code from the checked-out tree (a "poisonable" step, in CodeQL's
 * words). CodeQL splits the untrusted-checkout query by it: `actions/untrusted-checkout/critical` when
 * a later step may run the PR's code, `actions/untrusted-checkout/high` when the checkout is only read.
 * https://codeql.github.com/codeql-query-help/actions/actions-untrusted-checkout-critical/
 *
 * Everything here is decided by an allow-list of commands that read files and cannot be redefined by
 * the tree (`git diff`, `cat`, `echo`, a PR comment action). Anything else, a command this file does
 * not know included, counts as running the tree: a build tool, a package manager (lifecycle hooks), a
 * script, `make`, an interpreter, a local action (`uses: ./…`), a Docker build, a third-party action.
 * The workflow is the PR's own text, so a wrong guess here must err towards "runs the tree".
 */

interface StepFacts {
  uses: { value: string } | undefined;
  run: ReadonlyArray<{ value: string; expressions: readonly string[] }> | undefined;
  envNames: ReadonlySet<string>;
  customShell: boolean;
}

// Commands that only read files or print, and that the checked-out tree cannot redefine: shell
// builtins and system tools resolved from the runner's PATH (the workspace is not on it). Tools that
// can run a script file (`sed -f` with its `e` command, `awk -f` with `system()`, `find -exec`,
// `xargs`, `env`, `source`, `eval`) are left out, and so are tools that write files (`cp`, `mv`,
// `tee`): one can drop a tree file where a later command is looked up. `cd` is left out because
// `git` run inside a tree folder laid out as a bare repository reads that folder's `config`
// (`core.fsmonitor` runs a command), https://github.com/git/git/security/advisories/GHSA-8prw-h3cq-mghm.
const READ_ONLY = new Set([
  'echo',
  'printf',
  'cat',
  'head',
  'tail',
  'wc',
  'grep',
  'egrep',
  'fgrep',
  'diff',
  'cmp',
  'ls',
  'test',
  '[',
  '[[',
  ']]',
  'true',
  'false',
  'exit',
  'set',
  'sort',
  'uniq',
  'cut',
  'tr',
  'jq',
  'basename',
  'dirname',
  'date',
  'sleep',
  'local',
  'export',
  'readonly',
  'shift',
  'read',
  'return',
  'break',
  'continue',
  ':',
]);

// `git` subcommands that read the repository; hooks live in `.git/hooks` and drivers in `.git/config`,
// neither of which the checkout takes from the tree. `-C <dir>` and `-c key=value` are refused.
const GIT_READ =
  /^git\s+(fetch|diff|log|show|status|rev-parse|rev-list|ls-files|ls-tree|merge-base|describe|cat-file|name-rev|shortlog|branch|checkout|switch|remote|for-each-ref|tag\s+(-l|--list|--contains|--points-at)\b)\b/;
// `gh` subcommands that talk to the API about the PR (`gh pr checkout` is the checkout itself).
const GH_READ =
  /^gh\s+(pr\s+(checkout|comment|view|diff|edit|review|list)|issue\s+(comment|view|edit)|api|label)\b/;

// Shell grammar words that open or close a compound command.
const SHELL_WORD = /^(?:if|then|else|elif|fi|do|done|while|until|esac|!|time|\{|\}|;;)$/;
// Words that open a word list, not a command (`for f in $(git diff --name-only)`: the substitution
// is split off and read on its own).
const WORD_LIST = /^(?:for|select|case)$/;
// A `case` arm's pattern at the start of a line (`0)`, `*)`, `a|b)`): outside a `case` it is a
// syntax error, so taking it for a pattern never hides a command the shell would run.
const CASE_ARM = /^\s*[^\s()$`;&]*\)/;

// Variables that make a later step, the shell or a read-only tool run something else: the runner's
// env and PATH files (`cat version >> "$GITHUB_ENV"` sets `BASH_ENV` for every later step,
// https://docs.github.com/actions/reference/workflows-and-actions/workflow-commands#environment-files),
// bash's startup and trace hooks, the loader's preloads, `PATH`, and where git and gh read their
// configuration and pager (`HOME=. git log` reads a tree `.gitconfig` whose `core.pager` is a command).
const EXEC_VARIABLES = String.raw`GITHUB_ENV|GITHUB_PATH|BASH_ENV|ENV|SHELLOPTS|BASHOPTS|PS4|PROMPT_COMMAND|IFS|LD_\w+|NODE_OPTIONS|PATH|HOME|XDG_\w+|GIT_\w+|GH_(?:PAGER|BROWSER|EDITOR|CONFIG_DIR)|PAGER|EDITOR|VISUAL|BROWSER`;
/** An `env:` name that is one of them. */
const EXEC_VARIABLE = new RegExp(`^(?:${EXEC_VARIABLES})$`);
/** A script line that names one of them anywhere (an assignment, an `export`, a redirect into `$GITHUB_ENV`). */
const ENVIRONMENT = new RegExp(String.raw`\b(?:${EXEC_VARIABLES})\b`);
// git options that run a program or write a file: `git fetch --upload-pack='sh x' .` runs it.
const GIT_EXEC_OPTION = /\s--(upload-pack|receive-pack|exec|ext-diff|output|open-files-in-pager)\b|\s-O/;

// Expressions that paste a value another step or job produced, possibly read from the tree, into
// the script (a tree file's text pasted into shell is code).
const PASTED_OUTPUT = /^(steps|needs|env|jobs)\./i;

// Actions that only read the workspace or talk to the API. Any other action may run the tree: a
// Docker build, `pre-commit`, `github-script` requiring a tree file, an action this list does not know.
// The `setup-*` actions are not on it: with `cache: yarn` setup-node runs `yarn` in the workspace,
// and Yarn runs the `yarnPath` release that the tree's `.yarnrc.yml` names.
const READ_ONLY_ACTION =
  /^(actions\/(checkout|upload-artifact)|peter-evans\/(create-or-update-comment|find-comment)|marocchino\/sticky-pull-request-comment|thollander\/actions-comment-pull-request)@/;

/** Whether one shell command (one stage of a pipeline) only reads or prints. */
function readOnlyCommand(command: string): boolean {
  let words = command.trim().split(/\s+/).filter(Boolean);
  // Leading assignments (`status=$?`) and shell grammar words.
  while (words.length > 0 && (SHELL_WORD.test(words[0]!) || /^[A-Za-z_]\w*=/.test(words[0]!)))
    words = words.slice(1);
  if (words.length === 0 || WORD_LIST.test(words[0]!)) return true;
  // `(make)` is a subshell, `make)` the end of `$(make)`, `"make"` quoted: all run `make`.
  const name = words[0]!.replace(/^[("']+|[)"']+$/g, '');
  if (name === '') return true;
  const text = [name, ...words.slice(1)].join(' ');
  if (name === 'git') return GIT_READ.test(text) && !GIT_EXEC_OPTION.test(text);
  if (name === 'gh') return GH_READ.test(text);
  return READ_ONLY.has(name);
}

/**
 * Whether a line of shell only reads files or prints: every command on it (split at `;`, `&&`, `||`,
 * `|`, `&`, and at `$(` and backquotes) is on the allow-list, it names no variable that redirects
 * later commands, and it pastes no other step's output. A quote that hides a separator splits the
 * line where the shell would not, which can only add unknown commands (towards "runs"); a trailing
 * comment is read as code for the same reason.
 */
export function readOnlyLine(line: { value: string; expressions: readonly string[] }): boolean {
  if (/^\s*#/.test(line.value)) return true;
  if (ENVIRONMENT.test(line.value)) return false;
  if (line.expressions.some((e) => PASTED_OUTPUT.test(e))) return false;
  const text = line.value
    .replace(/\$\{\{[\s\S]*?\}\}/g, 'EXPR')
    .replace(CASE_ARM, '')
    // Redirections: `2>&1`, `&> log`, `>> "$GITHUB_OUTPUT"`, `< file`.
    .replace(/\d*>&\d*-?|&>>?\s*\S+|\d*>>?\s*\S+|<\s*\S+/g, ' ');
  return text.split(/\$\(|`|\|\||&&|;;|[;|&]/).every(readOnlyCommand);
}

/** Whether `step` may execute code of the checked-out tree: anything but a read-only script or action. */
export function poisonable(step: StepFacts): boolean {
  // An env name that redirects what the step runs, or a shell the PR chooses (`shell: ./x {0}`), or a
  // working directory inside the tree (git there reads a tree folder laid out as a repository).
  if ([...step.envNames].some((n) => EXEC_VARIABLE.test(n))) return true;
  if (step.run) return step.customShell || !step.run.every(readOnlyLine);
  if (step.uses) return !READ_ONLY_ACTION.test(step.uses.value.trim());
  return false;
}

/** Whether `step` downloads a workflow artifact (which may hold the tree another job checked out). */
export function downloadsArtifact(step: StepFacts): boolean {
  return /^actions\/download-artifact@|^dawidd6\/action-download-artifact@/.test(
    step.uses?.value.trim() ?? '',
  );
}
