// Preloaded with `node --import` into a built bundle's process: appends the URL of every module
// file the process loads (entry, lazily imported chunks) to the file named by PRLENS_TRACE_LOADS.
// A synchronous module hook (module.registerHooks, Node >= 22.15) sees ESM imports and require alike.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const out = process.env.PRLENS_TRACE_LOADS;
if (out) {
  registerHooks({
    load(url, context, next) {
      if (url.startsWith('file:')) appendFileSync(out, `${url}\n`);
      return next(url, context);
    },
  });
}
