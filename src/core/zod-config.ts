/**
 * zod's configuration for every prlens process, imported first by `types.ts` so that it runs
 * before any schema is built (zod reads it when a schema is constructed).
 *
 * `jitless`: by default zod compiles each object schema into a specialised validator with
 * `new Function` on its first parse. prlens parses each shape a few times a run (the settings once,
 * the report once, a few model answers), so the compiling is never paid back: on a docs-only
 * `review --commit` it was ~8 ms of CPU and 2 MiB of memory (issue 48). The interpreted path is
 * zod's ordinary one, with the same results and messages.
 */
import { config } from 'zod';

config({ jitless: true });
