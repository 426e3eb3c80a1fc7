/**
 * Preloaded into the process under measurement (`node --import ./bench/rss-probe.mjs …`): on exit
 * it writes the process's peak resident set size and CPU time to $PRLENS_BENCH_RSS_FILE, so the benchmark
 * measures the reviewing process alone, not the fakes that serve it. Plain .mjs so it also loads
 * in front of the built bundle, without tsx.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.PRLENS_BENCH_RSS_FILE;
if (file) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    writeFileSync(
      file,
      JSON.stringify({ maxRssKb: usage.maxRSS, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000 }),
    );
  });
}
