#!/usr/bin/env node
// Writes every place a user copies prlens from, from scripts/project.mjs (package.json's
// `repository` and the pinned release): the `uses:` lines, clone URL and schema URL of README.md,
// and examples/*.yml, made from this repository's own workflows (.github/workflows/prlens*.yml):
// the checkout that loads the action from this checkout (`uses: ./`) is dropped, and `uses: ./`
// becomes the pinned release. Usage: gen-usage.mjs [--check]  (--check: exit 1 when one is stale)
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { project, usesRef } from './project.mjs';

const root = path.resolve(import.meta.dirname, '..');
const WORKFLOWS = '.github/workflows';

/** README.md with every `uses: x/prlens@ref`, clone URL and raw schema URL naming `p`. */
export function renderReadme(text, p) {
  const [slug, comment] = usesRef(p).split(' # ');
  return text
    .replace(
      /uses: [A-Za-z0-9-]+\/prlens@[^\s`]+( # v\d+\.\d+\.\d+)?/g,
      `uses: ${slug}${comment ? ` # ${comment}` : ''}`,
    )
    .replace(/github\.com\/[A-Za-z0-9-]+\/prlens\b/g, `github.com/${p.slug}`)
    .replace(/raw\.githubusercontent\.com\/[A-Za-z0-9-]+\/prlens\//g, `raw.githubusercontent.com/${p.slug}/`);
}

/** One of this repository's workflows as a user's copy: no self-checkout, `uses:` the release. */
export function renderExample(text, source, p) {
  const lines = text.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const step = /^(\s*)- uses: actions\/checkout@/.exec(lines[i]);
    if (step) {
      let end = i + 1;
      while (end < lines.length && lines[end].startsWith(`${step[1]}  `)) end++;
      const next = lines.slice(end, end + 3).join('\n');
      if (/^\s*(- )?(id: \S+\n\s*)?uses: \.\/\s*$/m.test(next)) {
        // The comments above the checkout describe it: they go with it.
        while (out.length > 0 && out.at(-1).trim().startsWith('#')) out.pop();
        i = end - 1;
        continue;
      }
    }
    out.push(lines[i].replace(/uses: \.\/\s*$/, `uses: ${usesRef(p)}`));
  }
  const header = `# Generated from ${source} by scripts/gen-usage.mjs (npm run docs): edit that file, not this one.\n`;
  return header + out.join('\n');
}

/** Every file this script writes, path → content. */
export function renderAll(dir, p) {
  const files = new Map();
  if (existsSync(path.join(dir, 'README.md')))
    files.set('README.md', renderReadme(readFileSync(path.join(dir, 'README.md'), 'utf8'), p));
  const workflows = existsSync(path.join(dir, WORKFLOWS)) ? readdirSync(path.join(dir, WORKFLOWS)) : [];
  for (const name of workflows.sort()) {
    if (!/^prlens.*\.yml$/.test(name)) continue;
    const source = `${WORKFLOWS}/${name}`;
    files.set(`examples/${name}`, renderExample(readFileSync(path.join(dir, source), 'utf8'), source, p));
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const [file, content] of renderAll(root, project(root))) {
    const full = path.join(root, file);
    let current = null;
    try {
      current = readFileSync(full, 'utf8');
    } catch {
      current = null;
    }
    if (current === content) continue;
    if (check) stale.push(file);
    else {
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, content);
      console.log(`wrote ${file}`);
    }
  }
  if (stale.length > 0) {
    console.error(
      `out of date with scripts/project.mjs: ${stale.join(', ')}; run node scripts/gen-usage.mjs`,
    );
    process.exit(1);
  }
}
