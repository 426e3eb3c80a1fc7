/**
 * Where a `run:` command's standard output goes: to the job log, or into a program that keeps it.
 * `echo -n "$COSIGN_PASSWORD" | cosign sign --key …` hands the password to cosign's stdin and prints
 * nothing (sealed-secrets' release, fresh13); `echo "$KEY" | base64` prints the key, transformed, which
 * GitHub's log masking no longer recognises. Read per pipeline: a print stage, then the stages its
 * output flows through.
 */

/** Commands that print (`echo`, `printf`) or copy (`cat`, `tee`) to standard output. */
const PRINT = /^(echo|printf|cat|tee)\b/;

// Filters: they print what they read, transformed or not (`base64`, `tr`, `sed`, `jq`, `xxd`, …), so
// a secret that flows through one is still on its way to the log. Interpreters and `xargs` run code
// that may print what it reads (`| python3 -c 'print(input()[::-1])'`): counted as printing, so a
// pipe into a script the PR writes is never taken for a pipe into a program that keeps the secret.
const FILTER =
  /^(cat|tee|tac|dd|pv|sponge|base64|base32|basenc|tr|sed|awk|gawk|mawk|cut|head|tail|rev|fold|fmt|xxd|od|hexdump|strings|jq|yq|sort|uniq|grep|egrep|fgrep|iconv|envsubst|column|nl|paste|expand|less|more|openssl\s+(base64|enc)|xargs|sh|bash|zsh|dash|ksh|fish|pwsh|python[\d.]*|node|deno|bun|perl|ruby|php|lua)\b/;
// `gpg --dearmor` turns an armoured key into its binary form on standard output, and `--list-packets`
// dumps what it reads: filters too, unless a file takes the output (argo-helm's chart signing, fresh4).
const GPG_FILTER = /^gpg\b.*\s--(?:dearmou?r|enarmou?r|list-packets)\b/;
// Standard output sent to a file (`> .npmrc`, `>> "$GITHUB_ENV"`): it never reaches the log. `2>` and
// `>&2` are other streams, and `> /dev/stdout` is the log again.
const TO_FILE = /(?<![\d&])>>?\s*(?!&)(?!\/dev\/(?:stdout|stderr|tty)\b)[^\s&|;]/;
// `-o keyring.gpg` / `--output=…` names a file; `-o /dev/stdout` names the log again.
const OUTPUT_FILE = /\s(?:-o|--output)(?:\s+|=)(?!\/dev\/(?:stdout|stderr|tty)\b)[^\s-]/;

/**
 * A stage's command without the prefixes that run another command: `sudo`, `env`, `VAR=value`,
 * `command`, `exec`, `nice`, `nohup`, `timeout 5`, `stdbuf -oL`, `busybox` (`| timeout 5 cat`
 * still copies to the log).
 */
function command(stage: string): string {
  return stage
    .trim()
    .replace(
      /^(?:(?:sudo|env|command|exec|nice|nohup|busybox|toybox)\s+|(?:timeout|stdbuf)\s+\S+\s+|[A-Za-z_]\w*=\S*\s+)*/,
      '',
    );
}

/** Whether a stage prints what it reads on standard output (to the log unless sent elsewhere). */
function passesOn(stage: string): boolean {
  const c = command(stage);
  return FILTER.test(c) || GPG_FILTER.test(c);
}

/** Whether a stage sends its standard output to a file (`> f`; `-o f` of a filter such as gpg). */
function writesFile(stage: string): boolean {
  return TO_FILE.test(stage) || (!PRINT.test(command(stage)) && OUTPUT_FILE.test(stage));
}

/**
 * Whether what the first of `stages` prints reaches the log: each stage after it either passes its
 * input on (a filter, unless it writes to a file) or keeps it (any other program: `docker login
 * --password-stdin`, `gpg --import`, `cosign sign`, `kubectl apply -f -`).
 */
function reachesLog(stages: readonly string[]): boolean {
  return stages.every((stage, i) => (i === 0 || passesOn(stage)) && !writesFile(stage));
}

/**
 * The print commands of a shell command line whose output reaches the log, each as its text: the
 * line split at `&&`, `||` and `;`, each pipeline read from its print stage to its end.
 */
export function printsToLog(line: string): string[] {
  return line.split(/&&|\|\||;/).flatMap((pipeline) => {
    const stages = pipeline.split('|');
    return stages.flatMap((stage, i) =>
      PRINT.test(command(stage)) && reachesLog(stages.slice(i)) ? [stage.trim()] : [],
    );
  });
}
