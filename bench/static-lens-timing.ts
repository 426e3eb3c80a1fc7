/**
 * Times all static rules on a 100k-line change for bench/static-lens.ts: the shape of
 * bench/local-pipeline.ts (100 files of 1,000 lines, every other line edited, so 50k added lines),
 * once all TypeScript as there and once spread over every language the static lens reads.
 */
import { runStaticRules } from '../src/static/run-static-rules.js';
import type { StaticFile } from '../src/static/static-file.js';

const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// One block of ten lines per language: plausible code with strings built and passed around.
const BLOCKS: Record<string, (f: number, i: number) => string[]> = {
  ts: (f, i) => [
    `export function step${i}(name: string): string {`,
    `  const label = \`item \${name} ${f}\`;`,
    `  const v${i} = compute(${f}, ${i}) * 2;`,
    `  const sql = 'SELECT id FROM t WHERE n = $1';`,
    `  db.query(sql, [label]);`,
    `  if (v${i} > 10) log(label);`,
    `  try { return render(label); } catch (error) { log(error); }`,
    `  const out = ['a', name].join('-');`,
    `  return out;`,
    `}`,
  ],
  py: (f, i) => [
    `def step${i}(name):`,
    `    label = f"item {name} ${f}"`,
    `    v = compute(${f}, ${i}) * 2`,
    `    query = "SELECT id FROM t WHERE n = ?"`,
    `    cursor.execute(query, (label,))`,
    `    if v > 10:`,
    `        log(label)`,
    `    out = "-".join(["a", name])`,
    `    return out`,
    ``,
  ],
  go: (f, i) => [
    `func step${i}(name string) string {`,
    `\tlabel := fmt.Sprintf("item %s ${f}", name)`,
    `\tv := compute(${f}, ${i}) * 2`,
    `\tq := "SELECT id FROM t WHERE n = $1"`,
    `\trows, err := db.Query(q, label)`,
    `\tif err != nil || v > 10 {`,
    `\t\treturn ""`,
    `\t}`,
    `\treturn rows.String()`,
    `}`,
  ],
  java: (f, i) => [
    `  String step${i}(String name) {`,
    `    String label = "item " + name + " ${f}";`,
    `    int v = compute(${f}, ${i}) * 2;`,
    `    String sql = "SELECT id FROM t WHERE n = ?";`,
    `    PreparedStatement st = conn.prepareStatement(sql);`,
    `    st.setString(1, label);`,
    `    if (v > 10) log(label);`,
    `    Integer boxed = Integer.valueOf(v);`,
    `    return label + boxed;`,
    `  }`,
  ],
  rs: (f, i) => [
    `fn step${i}(name: &str) -> String {`,
    `    let label = format!("item {} ${f}", name);`,
    `    let v = compute(${f}, ${i}) * 2;`,
    `    let out = Command::new("git").arg("log").arg(&label).output();`,
    `    if v > 10 {`,
    `        log(&label);`,
    `    }`,
    `    let _ = out;`,
    `    label`,
    `}`,
  ],
};

// Data and infrastructure files, for the mixed change once the static lens reads them.
BLOCKS.yml = (f, i) => [
  `  - name: step-${i}`,
  `    uses: actions/cache@v4`,
  `    with:`,
  `      key: cache-${f}-\${{ hashFiles('**/package-lock.json') }}`,
  `  - name: run-${i}`,
  `    env:`,
  `      TITLE: \${{ github.event.pull_request.title }}`,
  `    run: |`,
  `      echo "step ${i} of $TITLE"`,
  `      npm run build -- --filter=${f}`,
];
BLOCKS.tf = (f, i) => [
  `resource "aws_security_group_rule" "r${i}" {`,
  `  type        = "ingress"`,
  `  from_port   = 443`,
  `  to_port     = 443`,
  `  protocol    = "tcp"`,
  `  cidr_blocks = ["10.${f % 250}.0.0/16"]`,
  `  description = "rule ${i}"`,
  `  tags        = { n = "${i}" }`,
  `}`,
  ``,
];
BLOCKS.Dockerfile = (f, i) => [
  `RUN apt-get update \\`,
  ` && apt-get install -y pkg-${i} \\`,
  ` && rm -rf /var/lib/apt/lists/*`,
  `COPY src/${i} /app/${i}`,
  `ENV STEP_${i}=${f}`,
  `WORKDIR /app/${i}`,
  `RUN make -C /app/${i}`,
  `LABEL step="${i}"`,
  `EXPOSE ${8000 + (i % 100)}`,
  `USER app`,
];

const WRAP: Record<string, (lines: string[]) => string[]> = {
  ts: (l) => l,
  py: (l) => l,
  go: (l) => ['package p', '', ...l],
  java: (l) => ['class C {', ...l, '}'],
  rs: (l) => l,
  yml: (l) => [
    'on: pull_request',
    'jobs:',
    '  build:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    ...l.map((x) => `    ${x}`),
  ],
  tf: (l) => l,
  Dockerfile: (l) => ['FROM debian:12', ...l],
};

const PATHS: Record<string, (f: number) => string> = {
  yml: (f) => `.github/workflows/file-${f}.yml`,
  Dockerfile: (f) => `docker/file-${f}.Dockerfile`,
};

function source(ext: string, f: number, lines: number, edited: boolean): string {
  const body: string[] = [];
  for (let i = 0; body.length < lines; i++) {
    const block = BLOCKS[ext]!(f, i);
    // "Edited": every other line carries a change, as in bench/local-pipeline.ts.
    body.push(...block.map((line, n) => (edited && n % 2 === 1 && line.trim() ? `${line} ` : line)));
  }
  return WRAP[ext]!(body.slice(0, lines)).join('\n') + '\n';
}

/** The edited files of a change of `files` files of `lines` lines, cycling through `exts`. */
export function change(exts: readonly string[], files: number, lines: number): StaticFile[] {
  return Array.from({ length: files }, (_, f) => {
    const ext = exts[f % exts.length]!;
    const content = source(ext, f, lines, true);
    const count = content.split('\n').length;
    const changedLines = new Set<number>();
    for (let n = 2; n <= count; n += 2) changedLines.add(n);
    return { path: PATHS[ext]?.(f) ?? `src/file-${f}.${ext}`, content, changedLines };
  });
}

interface Timing {
  ms: number;
  /** CPU time (user + system): steadier than wall time on a shared machine. */
  cpuMs: number;
  findings: number;
  added: number;
}

async function time(files: StaticFile[]): Promise<Timing> {
  const times: number[] = [];
  const cpu: number[] = [];
  let findings = 0;
  for (let r = 0; r < RUNS; r++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    const result = await runStaticRules(files);
    times.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
    findings = result.findings.length;
  }
  const added = files.reduce((n, f) => n + f.changedLines.size, 0);
  return { ms: median(times), cpuMs: median(cpu), findings, added };
}

/** Prints the median time of all rules on the two 100k-line changes. */
export async function timeStaticRules(files = 100, lines = 1000): Promise<void> {
  console.log(`\ntime of all static rules (median of ${RUNS}), ${files} files x ${lines} lines`);
  for (const [name, exts] of [
    ['TypeScript only (bench/local-pipeline.ts shape)', ['ts']],
    ['mixed: ts, py, go, java, rs', ['ts', 'py', 'go', 'java', 'rs']],
    [
      'mixed with workflows, Terraform, Dockerfiles',
      ['ts', 'py', 'go', 'java', 'rs', 'yml', 'tf', 'Dockerfile'],
    ],
  ] as const) {
    const { ms, cpuMs, findings, added } = await time(change(exts, files, lines));
    console.log(
      `  ${name}: ${ms.toFixed(0)} ms (CPU ${cpuMs.toFixed(0)} ms), ${added} added lines, ${findings} findings`,
    );
  }
}
