/** Help texts of the CLI, with examples for every command. */

const MAIN = `prlens — reviews code changes through several review lenses, with or without a language model

Usage:
  prlens review [options]          review local changes (default: working tree against HEAD + untracked files)
  prlens review --pr OWNER/REPO#N  review a GitHub pull request (posts only with --post)
  prlens ask|describe|sweep        the PR conversation commands the action runs
  prlens config init|show|get|set|path
  prlens --version | --help

Examples:
  prlens review                          what you have not committed yet
  prlens review --from HEAD~1 --to HEAD  the last commit
  prlens review --base main              everything since this branch left main, plus uncommitted work
  prlens review --commit 1a2b3c          one commit (a merge: against its first parent)
  prlens review --preview                which files would be reviewed and why others are not; no model calls
  prlens review --format sarif -o prlens.sarif --fail-on high

Model: set PRLENS_API_KEY (or OPENAI_API_KEY / ANTHROPIC_API_KEY), or --provider/--base-url for a local
endpoint. With no model configured, prlens runs its static rules alone.
Exit codes: 0 complete, 1 a finding hit --fail-on, 2 configuration/git/provider error or incomplete review, 130 interrupted.`;

const REVIEW = `prlens review [--base REF | --commit SHA | --from A --to B] [options]

What to review (one of; none = working tree against HEAD plus untracked files):
  --base REF          merge-base(REF, HEAD) to the working tree
  --commit SHA        one commit against its first parent
  --from A --to B     merge-base(A, B) to B (--to defaults to HEAD)
  --pr OWNER/REPO#N   a GitHub pull request; --post to publish the review

Output:
  --preview           list kept and excluded files with reasons; calls no model
  -f, --format F      text (default), json, markdown, sarif
  -o, --output PATH   write the report to PATH instead of stdout
  --fail-on LIST      exit 1 when a finding is at or above this severity (low, medium, high, critical)
  --min-severity S    lowest severity reported (default medium)
  -q, --quiet         no progress on stderr       --debug   every setting and step on stderr

Model and review:
  --provider P        openai, anthropic, openai-compatible, ollama, none
  --model M  --base-url URL  --preset fast|full|deep  --lenses a,b
  --config PATH       repository config file (default .github/prlens.yml, then .prlens.yml)

Examples:
  prlens review --from HEAD~3 --to HEAD --format json > report.json
  prlens review --base origin/main --fail-on high
  prlens review --provider ollama --model qwen2.5-coder --base-url http://localhost:11434/v1`;

/** The help text for a topic (a command name) or the main help. */
export function helpText(topic?: string): string {
  return topic === 'review' ? REVIEW : MAIN;
}
