/**
 * Which files a JavaScript project's packager runs as build hooks, as its configuration names them:
 * electron-builder's `afterPack`, `afterSign`, `beforeBuild` … take "the path to file or module id"
 * of a module whose default export it calls with its own build context (the output folder, the
 * packager, the platform; https://www.electron.build/docs/features/hooks/). Such a file runs in the
 * build, on the machine of whoever builds the app, with values the build hands it: a maintainer's
 * script, not code that serves a request (issue 45 point 2: marktext's `afterPack` strips binaries
 * at paths under electron-builder's own output folder, fresh9, graded critical as an exported
 * function's argument).
 *
 * Read from the base side only, like `package.json`'s scripts (manifest.ts): a pull request cannot
 * make its own new file a hook by naming it in the configuration it edits.
 */
import { isRecord } from '../core/is-record.js';
import { joinPath, type PackageManifest } from './manifest.js';

/** electron-builder's hooks that name a module to run (its `Hooks` interface). */
const HOOKS = [
  'beforeBuild',
  'beforePack',
  'afterExtract',
  'afterPack',
  'afterSign',
  'artifactBuildStarted',
  'artifactBuildCompleted',
  'afterAllArtifactBuild',
  'onNodeModuleFile',
  'appxManifestCreated',
  'msiProjectCreated',
] as const;

/**
 * The configuration files electron-builder reads beside `package.json`, in the order it looks for
 * them; the formats this reader parses (YAML, which JSON is a subset of). A `.js` or `.toml`
 * configuration is not read: its hooks stay unknown, and the files they name keep their grade.
 */
export const BUILDER_CONFIGS = ['electron-builder.yml', 'electron-builder.yaml', 'electron-builder.json'];

/** Whether a manifest's package builds with electron-builder (so its configuration is worth a read). */
export function usesElectronBuilder(manifest: PackageManifest): boolean {
  return manifest.dependencies.has('electron-builder');
}

/**
 * The hooks of an electron-builder configuration object (`package.json`'s `build`, or a whole
 * configuration file's content): the repository path of each file a hook names, resolved against
 * the project folder `dir`, → the sentence saying which hook runs it (`source` names the file in it).
 * A module id (`my-hooks`) names no file of the repository.
 */
export function hooksOf(config: unknown, dir: string, source: string): Map<string, string> {
  const hooks = new Map<string, string>();
  if (!isRecord(config)) return hooks;
  for (const hook of HOOKS) {
    const file = config[hook];
    if (typeof file !== 'string' || !/^\.{0,2}\/|\.[cm]?[jt]s$/.test(file)) continue;
    hooks.set(joinPath(dir, file), `electron-builder runs it as its \`${hook}\` hook (\`${source}\`)`);
  }
  return hooks;
}

/**
 * The hooks a configuration file's text names; none when it is no YAML or JSON object. The YAML
 * parser loads here, when a configuration is read, not with the rules (issue 48: a static-only run
 * loads it only when it needs it).
 */
export async function parseBuilderConfig(
  text: string,
  dir: string,
  name: string,
): Promise<Map<string, string>> {
  const { parse } = await import('yaml');
  let config: unknown;
  try {
    config = parse(text);
  } catch {
    return new Map();
  }
  return hooksOf(config, dir, joinPath(dir, name));
}
