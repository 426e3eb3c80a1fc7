/**
 * Dockerfiles: a downloaded script piped straight into a shell, and a final stage that runs as root.
 * Dockerfile syntax (instructions, continuations, the `# escape=` parser directive, heredocs, stages):
 * https://docs.docker.com/reference/dockerfile/
 * Parsed here rather than with dockerfile-ast (which handles heredocs and the escape directive too):
 * the two rules need only instructions, their lines and heredoc bodies, and a dependency for that
 * would bring a parser of every argument form into the bundle.
 */
import type { CheckHit, CheckRule, FileCheck } from '../check.js';

const rule = (r: Omit<CheckRule, 'language' | 'category'>): CheckRule => ({
  ...r,
  language: 'dockerfile',
  category: 'security',
});

const CURL_PIPE_SHELL = rule({
  id: 'docker-curl-pipe-shell',
  severity: 'medium',
  confidence: 0.9,
  message: 'Downloaded script piped straight into a shell (`curl | sh`) during the build',
  note: 'Whatever the server (or anyone between it and the build) returns runs as root in the image, unreviewed and unpinned, and a cut-off download runs half a script. Download to a file, check it against a pinned checksum (`echo "<sha256>  file" | sha256sum -c -`), then run it; or install from the distribution\'s package manager. See https://docs.docker.com/build/building/best-practices/#run.',
});

const USER_ROOT = rule({
  id: 'docker-user-root',
  severity: 'medium',
  confidence: 0.9,
  message: 'The image ends with `USER root`: its containers run as root',
  note: 'A process that is compromised (or a file it is tricked into writing) then has root inside the container, one kernel bug away from the host. Switch back to an unprivileged user after the steps that need root: `RUN useradd --create-home app` and `USER app`. See https://docs.docker.com/build/building/best-practices/#user.',
});

const DOCKERFILE_RULES = [CURL_PIPE_SHELL, USER_ROOT];

interface Instruction {
  keyword: string;
  /** The instruction's text, continuation lines joined. */
  text: string;
  /** Physical lines of the instruction, with their numbers. */
  lines: { text: string; line: number }[];
  /** The bodies of its heredocs (`RUN <<EOF` … `EOF`), each a script when the heredoc is the command. */
  heredocs: { script: boolean; lines: { text: string; line: number }[] }[];
}

const DOWNLOADER = /\b(curl|wget)\b/;
// Anchored at the start of the command after a `|`, so each is tried once per pipe.
const SHELL = /^\s*(sudo\s+(-\S+\s+)*)?(sh|bash|zsh|ash|dash|ksh|python3?|perl|ruby)\b/;
const ROOT = /^(root|0)(:(root|0))?$/;

/** The Dockerfile check: `Dockerfile`, `Containerfile`, `*.Dockerfile`, `Dockerfile.*`. */
export const dockerfileCheck: FileCheck = {
  language: 'dockerfile',
  rules: DOCKERFILE_RULES,
  covers: (path) => /(^|\/)(Dockerfile|Containerfile)(\.[\w.-]+)?$|\.(dockerfile|containerfile)$/i.test(path),
  run(content) {
    const instructions = parse(content);
    const hits: CheckHit[] = [];
    for (const ins of instructions) {
      // `ONBUILD RUN` runs the same command in the build of every image made from this one.
      if (ins.keyword !== 'RUN' && !(ins.keyword === 'ONBUILD' && /^ONBUILD\s+RUN\b/i.test(ins.text)))
        continue;
      // The pipe may sit on a continuation line: pin the line that holds it, else the instruction.
      const joined = ins.lines.map((l) => l.text.replace(/\\\s*$/, '')).join(' ');
      if (pipesDownloadToShell(joined)) {
        const at = ins.lines.filter((l) => /\|\s*(sudo\s+)?\w/.test(l.text)).map((l) => l.line);
        hits.push({ rule: CURL_PIPE_SHELL, lines: [...at, ...ins.lines.map((l) => l.line)] });
      }
      // A heredoc script runs line by line: each line is a command of its own.
      for (const doc of ins.heredocs.filter((d) => d.script)) {
        const at = doc.lines.filter((l) => pipesDownloadToShell(l.text)).map((l) => l.line);
        if (at.length > 0) hits.push({ rule: CURL_PIPE_SHELL, lines: at });
      }
    }
    // Only the last stage's last USER decides who the container runs as.
    const lastFrom = instructions.map((i) => i.keyword).lastIndexOf('FROM');
    const stage = instructions.slice(lastFrom + 1);
    const last = stage.filter((i) => i.keyword === 'USER').at(-1);
    const base = instructions[lastFrom]?.text ?? '';
    const rooted = last && ROOT.test(last.text.replace(/^USER\s+/i, '').trim());
    if (last && rooted && !dropsPrivileges(stage) && !officialEntrypointDrops(base, stage))
      hits.push({ rule: USER_ROOT, lines: [last.lines[0]!.line] });
    return hits;
  },
};

// A tool that runs a command as another user, what an entrypoint uses to drop root.
const DROPPER = /\b(gosu|su-exec)\b/;

/**
 * Whether the stage starts as root only to drop it: it installs or copies `gosu` or `su-exec` and
 * runs an ENTRYPOINT, the pattern of Docker's official images (postgres, redis): the entrypoint fixes
 * the volume's owner as root, then re-runs the server as an unprivileged user (memos'
 * `scripts/Dockerfile`). Root with no such tool, or with no entrypoint to use it, still reports.
 * See https://docs.docker.com/build/building/best-practices/#user.
 */
function dropsPrivileges(stage: Instruction[]): boolean {
  const installs = stage.some((i) => (i.keyword === 'RUN' || i.keyword === 'COPY') && DROPPER.test(i.text));
  return installs && stage.some((i) => i.keyword === 'ENTRYPOINT');
}

// Docker's official images whose entrypoint, started as root (their default user), re-runs the
// server as its own user with gosu or setpriv, and the server commands it does that for (each
// image's docker-entrypoint.sh: `if [ "$1" = 'mysqld' ] && [ "$(id -u)" = '0' ]; then exec gosu
// mysql …`; arguments starting with `-` are the server's flags and get the server prepended).
const OFFICIAL_DROPS: Record<string, RegExp> = {
  postgres: /^postgres$/,
  mysql: /^mysqld$/,
  mariadb: /^(mariadbd|mysqld)$/,
  redis: /^redis-server$/,
  mongo: /^mongod$/,
  rabbitmq: /^rabbitmq-server$/,
};

/**
 * Whether the stage is built `FROM` one of those official images (Docker Hub's `library/`), keeps
 * its entrypoint (no ENTRYPOINT of its own) and runs the server it steps down for (no CMD, or a CMD
 * naming that server or only its flags): `USER root` restates the image's default, and the server
 * still runs as its own user. Any other command, or an entrypoint of the Dockerfile's, runs as root.
 */
function officialEntrypointDrops(from: string, stage: Instruction[]): boolean {
  const image =
    /^FROM\s+(?:--platform=\S+\s+)?(?:docker\.io\/)?(?:library\/)?([a-z0-9._-]+)(?::[\w.-]+)?(?:@\S+)?(?:\s+AS\s+\S+)?\s*$/i.exec(
      from.trim(),
    )?.[1];
  const server = image ? OFFICIAL_DROPS[image.toLowerCase()] : undefined;
  if (!server || stage.some((i) => i.keyword === 'ENTRYPOINT')) return false;
  const cmd = stage.filter((i) => i.keyword === 'CMD').at(-1);
  if (!cmd) return true;
  const args = cmd.text.replace(/^CMD\s+/i, '').trim();
  const first = args.startsWith('[')
    ? (/^\[\s*"([^"]*)"/.exec(args)?.[1] ?? '')
    : (args.split(/\s+/)[0] ?? '');
  return server.test(first) || first.startsWith('-');
}

/**
 * Whether a `curl`/`wget` command's output is piped into a shell: `curl … | sh`, with nothing that
 * ends the command (`;`, `&`) in between. The text is cut at each `|` and every piece is read once:
 * one regular expression across the whole line retried `[^|;&]*` from every `curl` of it, quadratic
 * in a line of thousands of them.
 */
function pipesDownloadToShell(command: string): boolean {
  const pieces = command.split('|');
  for (let i = 0; i + 1 < pieces.length; i++) {
    const piece = pieces[i]!;
    // Only the last command of the piece feeds the pipe.
    const last = piece.slice(Math.max(piece.lastIndexOf(';'), piece.lastIndexOf('&')) + 1);
    if (DOWNLOADER.test(last) && SHELL.test(pieces[i + 1]!)) return true;
  }
  return false;
}

const DIRECTIVE = /^#\s*([a-z]+)\s*=\s*(\S+)\s*$/i;
const HEREDOC = /<<(-?)(["']?)([A-Za-z_][\w-]*)\2/g;
const SHELLS = /^(sh|bash|zsh|ash|dash|ksh)$/;

/**
 * Instructions with continuations joined (the escape character, `\` or a `# escape=` directive's
 * backtick, ends a continued line); comment lines inside a continuation are skipped, as Docker
 * does; the lines after an instruction that opens heredocs are their bodies, not instructions.
 */
function parse(content: string): Instruction[] {
  const lines = content.split('\n').map((raw) => raw.replace(/\r$/, ''));
  const escape = escapeOf(lines);
  const byText = indexLines(lines);
  const continued = new RegExp(`${escape === '`' ? '`' : '\\\\'}\\s*$`);
  const out: Instruction[] = [];
  let current: Instruction | undefined;
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index]!;
    const trimmed = text.trim();
    if (current) {
      if (trimmed.startsWith('#') || trimmed === '') continue;
      current.lines.push({ text, line: index + 1 });
      current.text += ` ${trimmed.replace(continued, '')}`;
    } else {
      if (trimmed === '' || trimmed.startsWith('#')) continue;
      const keyword = /^([A-Za-z]+)/.exec(trimmed)?.[1]?.toUpperCase() ?? '';
      current = {
        keyword,
        text: trimmed.replace(continued, ''),
        lines: [{ text, line: index + 1 }],
        heredocs: [],
      };
      out.push(current);
    }
    if (continued.test(text)) continue;
    index = readHeredocs(current, lines, index + 1, byText) - 1;
    current = undefined;
  }
  return out;
}

/** The escape character: a `# escape=` parser directive among the file's first comment lines, else `\`. */
function escapeOf(lines: readonly string[]): string {
  for (const line of lines) {
    const directive = DIRECTIVE.exec(line.trim());
    if (!directive) break; // directives end at the first line that is not one
    if (directive[1]!.toLowerCase() === 'escape' && directive[2] === '`') return '`';
  }
  return '\\';
}

/** Where each distinct line (as written, and without leading tabs for `<<-`) occurs, in order. */
type LineIndex = { exact: Map<string, number[]>; untabbed: Map<string, number[]> };

function indexLines(lines: readonly string[]): LineIndex {
  const exact = new Map<string, number[]>();
  const untabbed = new Map<string, number[]>();
  lines.forEach((text, i) => {
    (exact.get(text) ?? exact.set(text, []).get(text)!).push(i);
    const bare = text.replace(/^\t+/, '');
    (untabbed.get(bare) ?? untabbed.set(bare, []).get(bare)!).push(i);
  });
  return { exact, untabbed };
}

/** The first index in `sorted` at or after `from`, or -1: a binary search, so no file costs more than n log n. */
function firstFrom(sorted: readonly number[] | undefined, from: number): number {
  if (!sorted || sorted.length === 0 || sorted[sorted.length - 1]! < from) return -1;
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo]!;
}

/**
 * Reads the bodies of the heredocs `ins` opens from line index `from`; returns the index after them.
 * A `<<WORD` whose WORD never ends a later line is no heredoc (`echo "<<EOF"` in quotes): nothing is
 * swallowed, and the instructions after it are read as instructions.
 */
function readHeredocs(ins: Instruction, lines: readonly string[], from: number, index: LineIndex): number {
  // `RUN <<EOF` or `RUN <<EOF bash`: a body is the script; `RUN python3 <<EOF`: it is the program's input.
  const rest = ins.text.replace(/^\S+/, '').replace(/--\S+/g, '').replace(HEREDOC, '').trim();
  const script = rest === '' || SHELLS.test(rest);
  let next = from;
  for (const [, dash, , word] of ins.text.matchAll(HEREDOC)) {
    const end = firstFrom((dash ? index.untabbed : index.exact).get(word!), next);
    if (end < 0) break;
    ins.heredocs.push({
      script,
      lines: lines.slice(next, end).map((text, i) => ({ text, line: next + i + 1 })),
    });
    next = end + 1;
  }
  return next;
}
