// Preloaded with `node --import` into a built bundle's process: appends the URL of every module
// file the process loads (entry, lazily imported chunks) to the file named by PRLENS_TRACE_LOADS,
// and at exit `node:<name>` for each public built-in module the run loaded after this tracer (from
// process.moduleLoadList, which sees require, import and process.getBuiltinModule alike).
import { appendFileSync } from 'node:fs';
import { builtinModules, registerHooks } from 'node:module';

const out = process.env.PRLENS_TRACE_LOADS;
if (out) {
  registerHooks({
    load(url, context, next) {
      if (url.startsWith('file:')) appendFileSync(out, `${url}\n`);
      return next(url, context);
    },
  });
  const before = new Set(process.moduleLoadList);
  const publicNames = new Set(builtinModules);
  process.on('exit', () => {
    const loaded = process.moduleLoadList
      .filter((entry) => !before.has(entry) && entry.startsWith('NativeModule '))
      .map((entry) => entry.slice('NativeModule '.length))
      .filter((name) => publicNames.has(name));
    if (loaded.length > 0) appendFileSync(out, loaded.map((name) => `node:${name}\n`).join(''));
  });
}
