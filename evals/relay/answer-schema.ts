/**
 * What an answer to one relayed request must look like, and the check that it does. The schema is
 * the one the client sent (`response_format.json_schema`), or, when the client offered tools, one
 * built from the tool definitions, so a person answering sees and meets the same contract a model
 * would. The check is a real JSON Schema validator (Ajv): a hand-written one would accept answers a
 * provider's strict mode refuses, and the evaluation would then measure the relay, not the prompts.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';

/** How the client asked for its answer; decides the shape of the completion the relay returns. */
type AnswerMode =
  /** `response_format: json_schema`: the answer is the JSON content. */
  | { kind: 'json_schema'; name: string }
  /** `tools`: the answer is `{"tool_calls": [...]}` or, when the client allows it, `{"content": "..."}`. */
  | { kind: 'tools'; names: string[]; contentAllowed: boolean }
  /** Neither: any JSON; a string is the reply text as is. */
  | { kind: 'text' };

export interface AnswerContract {
  mode: AnswerMode;
  /** The JSON Schema the answer file must satisfy; null = any JSON. */
  schema: Record<string, unknown> | null;
}

interface ToolDefinition {
  type?: string;
  function?: { name?: string; description?: string; parameters?: Record<string, unknown> };
}

/** The contract of a Chat Completions request body. */
export function answerContract(body: Record<string, unknown>): AnswerContract {
  const format = body.response_format as
    { type?: string; json_schema?: { name?: string; schema?: Record<string, unknown> } } | undefined;
  const tools = Array.isArray(body.tools) ? (body.tools as ToolDefinition[]) : [];
  if (tools.length > 0) return toolContract(tools, body.tool_choice);
  if (format?.type === 'json_schema' && format.json_schema?.schema) {
    return {
      mode: { kind: 'json_schema', name: format.json_schema.name ?? 'answer' },
      schema: format.json_schema.schema,
    };
  }
  // `json_object` asks for some JSON object, without saying which.
  if (format?.type === 'json_object') return { mode: { kind: 'text' }, schema: { type: 'object' } };
  return { mode: { kind: 'text' }, schema: null };
}

function toolContract(tools: ToolDefinition[], choice: unknown): AnswerContract {
  const functions = tools.flatMap((t) => (t.type === 'function' && t.function?.name ? [t.function] : []));
  // https://platform.openai.com/docs/api-reference/chat/create#chat-create-tool_choice: `required`
  // or a named function forces a call; `none` forbids one; `auto` (the default) lets the model pick.
  const forced =
    typeof choice === 'object' && choice !== null ? (choice as { function?: { name?: string } }) : null;
  const allowed = forced?.function?.name
    ? functions.filter((f) => f.name === forced.function?.name)
    : functions;
  const contentAllowed = choice === undefined || choice === 'auto' || choice === 'none';
  const call = {
    anyOf: allowed.map((f) => ({
      type: 'object',
      additionalProperties: false,
      required: ['name', 'arguments'],
      properties: {
        name: { const: f.name },
        arguments: f.parameters ?? { type: 'object' },
      },
    })),
  };
  const callsAnswer = {
    type: 'object',
    additionalProperties: false,
    required: ['tool_calls'],
    properties: { tool_calls: { type: 'array', minItems: 1, items: call } },
  };
  const contentAnswer = {
    type: 'object',
    additionalProperties: false,
    required: ['content'],
    properties: { content: { type: 'string' } },
  };
  const schema =
    choice === 'none'
      ? contentAnswer
      : contentAllowed
        ? { anyOf: [callsAnswer, contentAnswer] }
        : callsAnswer;
  return {
    mode: { kind: 'tools', names: allowed.map((f) => f.name ?? ''), contentAllowed },
    schema,
  };
}

/** A validator for one schema: null when the answer fits, else the validator's errors, one a line. */
export function compileValidator(schema: Record<string, unknown> | null): (answer: unknown) => string | null {
  if (schema === null) return () => null;
  // Ajv's default dialect is draft-07; a schema that declares 2020-12 gets the 2020 validator.
  const draft2020 = typeof schema.$schema === 'string' && schema.$schema.includes('2020-12');
  const ajv = draft2020
    ? new Ajv2020({ allErrors: true, strict: false })
    : new Ajv({ allErrors: true, strict: false });
  const validate: ValidateFunction = ajv.compile(schema);
  return (answer) => {
    if (validate(answer)) return null;
    return (validate.errors ?? [])
      .map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}${paramsText(e.params)}`)
      .join('\n');
  };
}

function paramsText(params: Record<string, unknown>): string {
  const parts = Object.entries(params).map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}
