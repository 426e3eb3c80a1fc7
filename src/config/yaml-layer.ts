/**
 * A YAML config file read into a layer. The YAML parser loads with this module: load-at.ts imports
 * it only when there is a file to read (issue 48).
 */
import { readFileSync } from 'node:fs';
import { LineCounter, isNode, parseDocument } from 'yaml';
import { ConfigError, layerFromObject, type DocPath, type SettingsLayer } from './layers.js';

/** Reads and validates one YAML config file into a layer. */
export function readConfigFile(file: string, label = file): SettingsLayer {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`cannot read config file ${label}: ${(error as Error).message}`, { cause: error });
  }
  return layerFromYaml(text, label);
}

/** Validates config text already read (e.g. fetched from a branch over the API) into a layer. */
export function layerFromYaml(text: string, label: string): SettingsLayer {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true });
  const problem = doc.errors[0];
  if (problem) {
    const where = problem.linePos ? ` (line ${problem.linePos[0].line})` : '';
    throw new ConfigError(`${label}${where}: not valid YAML: ${problem.message.split('\n')[0]}`, {
      cause: problem,
    });
  }
  // The line of the nearest node that exists on the path (a missing key points at its parent).
  const locate = (path: DocPath): number | undefined => {
    for (let n = path.length; n > 0; n--) {
      const node: unknown = doc.getIn(path.slice(0, n), true);
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
  };
  return layerFromObject(label, doc.toJS({ maxAliasCount: 100 }), locate);
}
