/**
 * `npm run eval:relay -- --dir DIR [--port N] [--timeout-seconds S]`: starts the file relay (an
 * OpenAI-compatible endpoint on 127.0.0.1 whose answers are written by hand into DIR) and runs
 * until stopped with Ctrl-C.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startRelay } from './server.js';

function positiveInt(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`--${name} must be a whole number ≥ ${min}, got '${value}'`);
  return n;
}

async function main(argv: string[]): Promise<number> {
  let dir: string;
  let port: number;
  let timeoutSeconds: number | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { dir: { type: 'string' }, port: { type: 'string' }, 'timeout-seconds': { type: 'string' } },
    });
    if (!values.dir)
      throw new Error('--dir is required: the directory requests are written to and answers read from');
    dir = path.resolve(values.dir);
    port = positiveInt('port', values.port, 0) ?? 8787;
    timeoutSeconds = positiveInt('timeout-seconds', values['timeout-seconds'], 1);
  } catch (e) {
    console.error(`npm run eval:relay: ${(e as Error).message}`);
    return 2;
  }
  const relay = await startRelay({ dir, port, timeoutSeconds, log: (line) => console.error(line) });
  console.error(`relay listening on ${relay.url}; requests and answers in ${dir}`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await relay.close();
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
