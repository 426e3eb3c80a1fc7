#!/usr/bin/env node
// src/core is the pure centre: it may import only itself, zod and node:crypto — never an adapter.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const core = path.resolve(import.meta.dirname, '..', 'src', 'core');
const ALLOWED = new Set(['zod', 'node:crypto']);
const problems = [];
for (const name of readdirSync(core)) {
  if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
  const text = readFileSync(path.join(core, name), 'utf8');
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
    const spec = match[1];
    const inCore = spec.startsWith('./') && !spec.includes('/..');
    if (!inCore && !ALLOWED.has(spec)) problems.push(`src/core/${name} imports '${spec}'`);
  }
}
if (problems.length > 0) {
  console.error(`src/core must not import adapters or other layers:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('src/core imports nothing outside src/core');
