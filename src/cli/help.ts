/**
 * Help texts of the CLI: the main page answers a new user's first questions (what to type, where
 * the key goes, how to check the setup), and every command has a page with its own examples,
 * printed by `prlens <command> --help` and `prlens help <command>`.
 */
import { formatHelpList } from '../report/formats.js';

const MAIN = `prlens — reviews code changes through several review lenses, with or without a language model

Usage:
  prlens demo                                review a built-in sample change (a temporary repository; offline)
  prlens review [options]                    review local changes (default: working tree against HEAD + untracked files)
  prlens review --pr OWNER/REPO#N [--post]   review a GitHub pull request (posts only with --post)
  prlens ask --pr OWNER/REPO#N "question"    answer a question about a pull request
  prlens describe --pr OWNER/REPO#N          write the pull request's description section
  prlens sweep --repo OWNER/REPO             re-review the open pull requests that changed
  prlens config init|show|get|set|path       your user config (never holds keys)
  prlens doctor                              check the config, the model endpoint and the GitHub token
  prlens session show FILE | list            print a recorded session transcript readably (or as HTML)
  prlens --version | --help | <command> --help

First steps:
  prlens demo                            what a review looks like, on a sample change with real bugs
  prlens review --from HEAD~1 --to HEAD  review the last commit (static rules only until a model is set)
  prlens doctor                          is the config valid, does the model answer, what does the token allow?
  prlens review --base main              everything since this branch left main, plus uncommitted work
  prlens review --preview                which files would be reviewed and why others are not; no model calls

Model: set PRLENS_API_KEY (or OPENAI_API_KEY / ANTHROPIC_API_KEY), or --provider/--base-url for a local
endpoint (Ollama, vLLM) or a gateway (OpenRouter, Azure OpenAI). With no model, prlens runs its static rules.
GitHub: the --pr, --repo and doctor commands read GITHUB_TOKEN (or GH_TOKEN); GITHUB_API_URL for GHES.
Exit codes: 0 complete, 1 a finding hit --fail-on, 2 configuration/git/provider error or incomplete review,
130 interrupted. Colour only on a terminal and never with NO_COLOR; progress on stderr unless --quiet.`;

const REVIEW = `prlens review [--base REF | --commit SHA | --from A --to B | --pr OWNER/REPO#N] [options]

What to review (one of; none = working tree against HEAD plus untracked files):
  --base REF          merge-base(REF, HEAD) to the working tree
  --commit SHA        one commit against its first parent
  --from A --to B     merge-base(A, B) to B (--to defaults to HEAD)
  --pr OWNER/REPO#N   a GitHub pull request (needs GITHUB_TOKEN); --post to publish the review on it

Output:
  --preview           list kept and excluded files with reasons; calls no model
  --fix               write the verified suggestions into the working tree (not with --pr)
  -f, --format F      ${formatHelpList()}
  -o, --output PATH   write the report to PATH instead of stdout
  --fail-on LIST      exit 1 when a finding has one of these severities (low, medium, high, critical)
  --min-severity S    lowest severity reported (default medium)
  -q, --quiet         no progress on stderr; only warnings and errors
  --debug             every setting and step on stderr (secrets masked)

Model and review:
  --provider P        openai, anthropic, openai-compatible, ollama, none
  --model M           model id (default: the provider's)
  --base-url URL      endpoint of a gateway or local server (OpenRouter, Azure OpenAI, Ollama, vLLM)
  --preset P          fast (few merged lens calls, default), full (one call per lens), deep (an agent per group)
  --effort N          review rounds of preset deep, 1 to 5 (default 1)
  --lenses a,b        only these lenses, e.g. security,correctness
  --repo-context M    what the model sees beyond the diff: full (context packs and a lookup round,
                      default), pack, lookups, off (no repository index)
  --include-generated true   review generated and vendored files too (default false)
  --config PATH       repository config file (default .github/prlens.yml, then .prlens.yml)
  --background TEXT   what the change is meant to do; the lenses judge the code against it
  --background-file PATH   the same, read from a file (e.g. a ticket)
  --sarif FILE             another tool's results (SARIF, rdjson, checkstyle XML) to post where
                           they fall on the change; repeat for more files

Examples:
  prlens review --from HEAD~1 --to HEAD                 the last commit
  prlens review --commit 1a2b3c                         one commit (a merge: against its first parent)
  prlens review --base origin/main --fail-on high       fail a pre-push hook on high or critical findings
  prlens review --preview                               what would be reviewed; no model calls
  prlens review --format sarif -o prlens.sarif          for GitHub code scanning
  prlens review --base main --format html -o review.html   a page to open in a browser
  prlens review --from HEAD~3 --to HEAD --format json > report.json
  prlens review --preset full --lenses security,tests --min-severity low
  prlens review --background-file TICKET.md --base main
  prlens review --provider ollama --model qwen2.5-coder:7b
  prlens review --pr octo/app#42                        review a PR and print the report
  prlens review --pr octo/app#42 --post                 ... and post the review and summary on it`;

const ASK = `prlens ask --pr OWNER/REPO#N "question" [--post] [--format text|json] [options]

Answers a question about a pull request from its diff and code, as /prlens ask does in a PR comment.
Prints the answer; --post replies on the pull request. Needs GITHUB_TOKEN (or GH_TOKEN) and a model.

Options:
  --pr OWNER/REPO#N   the pull request
  --post              post the answer as a comment on the pull request
  --format F          text (default) or json
  --language L        answer in this language (a code or a name, e.g. de, Japanese)
  --max-input-tokens N   prompt budget of the call
  --provider P  --model M  --base-url URL  --config PATH  --quiet  --debug   as for prlens review

Examples:
  prlens ask --pr octo/app#42 "Can parseDate return undefined here?"
  prlens ask --pr octo/app#42 "Is the retry loop bounded?" --post
  prlens ask --pr octo/app#42 "Was ist hier riskant?" --language de --format json`;

const DESCRIBE = `prlens describe --pr OWNER/REPO#N [--post] [options]

Writes the prlens section of a pull request's description (what changed and why, file by file), as
/prlens describe does. Prints it; --post updates the pull request body (only prlens's own section).
Needs GITHUB_TOKEN (or GH_TOKEN) and a model.

Options:
  --pr OWNER/REPO#N   the pull request
  --post              update the pull request description
  --format F          text (default) or json
  --language L  --max-input-tokens N   as for prlens ask
  --provider P  --model M  --base-url URL  --config PATH  --quiet  --debug   as for prlens review

Examples:
  prlens describe --pr octo/app#42
  prlens describe --pr octo/app#42 --post`;

const SWEEP = `prlens sweep --repo OWNER/REPO [--matrix] [--dry-run] [options]

Re-reviews the open pull requests of a repository whose head changed since their last review (for a
scheduled workflow). Needs GITHUB_TOKEN (or GH_TOKEN) with pull-requests: write.

Options:
  --repo OWNER/REPO   the repository
  --matrix            print the pull requests to review as a JSON job matrix instead of reviewing them
  --dry-run           review, but post nothing
  --fail-on LIST  --min-severity S  --preset P  --lenses a,b
  --provider P  --model M  --base-url URL  --config PATH  --quiet  --debug   as for prlens review

Examples:
  prlens sweep --repo octo/app --dry-run
  prlens sweep --repo octo/app --matrix > matrix.json`;

const CONFIG = `prlens config init [--force] | show [--json] | get KEY | set KEY VALUE | path

Your user config file ($XDG_CONFIG_HOME/prlens/config.yml, else ~/.config/prlens/config.yml). It holds
settings, never keys: keys come from the environment (PRLENS_API_KEY, OPENAI_API_KEY, ANTHROPIC_API_KEY).
Precedence: defaults < user file < repository file (.github/prlens.yml) < PRLENS_* env < flags.

Commands:
  init [--force]      write a commented starter file (--force overwrites an existing one)
  show [--json]       the merged settings and the files they came from
  get KEY             one setting, e.g. min-severity
  set KEY VALUE       change one setting in the user file (checked before it is written); VALUE '' removes it
  path                where the user file is

Examples:
  prlens config init
  prlens config set language de
  prlens config set fail-on high,critical
  prlens config get preset
  prlens config show`;

const DOCTOR = `prlens doctor [--pr OWNER/REPO#N | --repo OWNER/REPO] [--config PATH]
              [--provider P] [--model M] [--base-url URL]

Checks your setup and prints one line per check with ok, warn or fail and what to fix:
  config   loads every config layer, names each file used and the first error with its fix
  model    resolves provider, model and key as a review does and sends one tiny request
           (latency and the model that answered); provider none: static rules only
  github   with GITHUB_TOKEN (or GH_TOKEN): the token, its scopes, access to the repository and the
           permissions the action needs (pull-requests write; contents read, write to resolve threads;
           checks write for check-run); the repository comes from --pr/--repo, else the origin remote
Secrets are never printed. Exit code 0 when every check passes, 2 otherwise.

Examples:
  prlens doctor
  OPENAI_API_KEY=sk-... prlens doctor
  GITHUB_TOKEN=$(gh auth token) prlens doctor --repo octo/app
  prlens doctor --pr octo/app#42 --config .github/prlens.yml
  prlens doctor --provider ollama --model qwen2.5-coder:7b --base-url http://localhost:11434/v1`;

const SESSION = `prlens session show FILE [--format text|html] [--output PATH] | list

Session transcripts are JSON-lines files of every model request and answer and every tool call,
masked, written while transcript: true (the default): by the CLI under $XDG_STATE_HOME/prlens/sessions
(else ~/.local/state/prlens/sessions), by the action under $RUNNER_TEMP/prlens/sessions.

Commands:
  list                the recorded sessions
  show FILE           one transcript, readably
    --format html     a self-contained page: one column per conversation, a timeline of the calls
    -o, --output PATH write it to PATH instead of stdout

Examples:
  prlens session list
  prlens session show ~/.local/state/prlens/sessions/FILE.jsonl
  prlens session show FILE.jsonl --format html -o session.html`;

const DEMO = `prlens demo [--format F] [--output PATH] [--fail-on LIST] [model options]

Creates a temporary git repository with one sample commit (Python, JavaScript and Go with real bugs),
reviews that commit as prlens review --commit HEAD does, prints the findings and removes the repository.
Static rules only unless a model is configured (then the model reviews it too). Needs no network for the
static rules. Takes every output and model option of prlens review; exit codes are those of prlens review.

Examples:
  prlens demo
  prlens demo --format json
  prlens demo --fail-on high      # exits 1: the sample has high and critical findings`;

const TOPICS: Readonly<Record<string, string>> = {
  demo: DEMO,
  review: REVIEW,
  ask: ASK,
  describe: DESCRIBE,
  sweep: SWEEP,
  config: CONFIG,
  doctor: DOCTOR,
  session: SESSION,
};

/** Commands that have a help page. */
export const HELP_TOPICS: readonly string[] = Object.keys(TOPICS);

/** The help text for a topic (a command name) or the main help. */
export function helpText(topic?: string): string {
  return (topic !== undefined ? TOPICS[topic] : undefined) ?? MAIN;
}
