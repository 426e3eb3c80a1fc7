/**
 * GitHub's own OpenAPI description as the fake's contract: every request the fake serves is checked
 * against its operation (path and query parameters, JSON body), and every JSON answer against the
 * documented response, so the fake cannot drift from GitHub and clients cannot send what GitHub
 * would refuse. The 73 MB file is read once per process, lazily; validators are compiled only for
 * the operations served.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS with `exports.default`; NodeNext types its default import as the module.
const addFormats = addFormatsModule.default;

interface Schema {
  [key: string]: unknown;
}

interface RawParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

interface RawOperation {
  operationId: string;
  parameters?: RawParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

type Spec = { paths: Record<string, Record<string, RawOperation>> };

let spec: Spec | undefined;

function loadSpec(): Spec {
  if (!spec) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@octokit/openapi/generated/api.github.com.deref.json');
    spec = JSON.parse(readFileSync(file, 'utf8')) as Spec;
  }
  return spec;
}

function makeAjv(coerceTypes: boolean): Ajv {
  // strict: false because the description uses OpenAPI keywords (`example`, `nullable`...) that are
  // not JSON Schema; Ajv understands `nullable` itself.
  const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes, validateFormats: true });
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'double', 'timestamp', 'repo.nwo', 'binary', 'uri-template']) {
    ajv.addFormat(format, true);
  }
  return ajv;
}

/**
 * OpenAPI 3.0's `nullable` needs a sibling `type` in Ajv; the description also puts it on `allOf`
 * and `anyOf` schemas, which become "that, or null" here. GitHub answers `start_side: null` for a
 * one-line comment although the enum lists only LEFT and RIGHT.
 */
function normalise(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(normalise);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = normalise(value);
  // An outdated review comment has `position: null` and `line: null` on GitHub (the thread lost its
  // place in the diff); the description types both as plain integers.
  if (out.title === 'Pull Request Review Comment' && typeof out.properties === 'object' && out.properties) {
    const props = out.properties as Record<string, Schema>;
    for (const name of ['position', 'line'])
      if (props[name]) props[name] = { anyOf: [props[name], { type: 'null' }] };
  }
  // Ajv lets `nullable` widen `type` but not `enum`, so null joins the enum too.
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...(out.enum as unknown[]), null];
  if (out.nullable === true && out.type === undefined) {
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

let plain: Ajv | undefined;
let coercing: Ajv | undefined;

export interface Operation {
  id: string;
  method: string;
  template: string;
  /** Validates `{ ...pathParams, ...query }`, coercing strings to the documented types in place. */
  params: ValidateFunction;
  body: ValidateFunction | undefined;
  bodyRequired: boolean;
  response(status: number): ValidateFunction | undefined;
}

const operations = new Map<string, Operation>();

/** The documented operation of `METHOD /template`, with its compiled validators. */
export function operation(method: string, template: string): Operation {
  const key = `${method} ${template}`;
  const cached = operations.get(key);
  if (cached) return cached;
  const raw = loadSpec().paths[template]?.[method.toLowerCase()];
  if (!raw) throw new Error(`GitHub's OpenAPI description has no operation ${key}`);
  plain ??= makeAjv(false);
  coercing ??= makeAjv(true);
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const p of raw.parameters ?? []) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    properties[p.name] = p.schema;
    if (p.required) required.push(p.name);
  }
  const bodySchema = raw.requestBody?.content['application/json']?.schema;
  const responses = new Map<number, ValidateFunction | undefined>();
  const ajv = plain;
  const op: Operation = {
    id: raw.operationId,
    method,
    template,
    params: coercing.compile(normalise({ type: 'object', properties, required }) as Schema),
    body: bodySchema ? plain.compile(normalise(bodySchema) as Schema) : undefined,
    bodyRequired: raw.requestBody?.required ?? false,
    response(status) {
      if (!responses.has(status)) {
        const schema = raw.responses[String(status)]?.content?.['application/json']?.schema;
        responses.set(status, schema ? ajv.compile(normalise(schema) as Schema) : undefined);
      }
      return responses.get(status);
    },
  };
  operations.set(key, op);
  return op;
}

/** Ajv's errors as GitHub-like sentences ("`side` must be equal to one of the allowed values"). */
export function describeErrors(validate: ValidateFunction, where: string): string[] {
  return (validate.errors ?? []).map((e) => {
    const at = e.instancePath === '' ? where : `${where}${e.instancePath}`;
    return `${at} ${e.message ?? 'is invalid'}${e.params && 'allowedValues' in e.params ? ` (${JSON.stringify(e.params.allowedValues)})` : ''}`;
  });
}
