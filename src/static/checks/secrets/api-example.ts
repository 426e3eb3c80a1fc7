/**
 * Whether a position of a JSON file sits in the example of an API description (issue 45 point 3:
 * docs and examples are not keys): a value under an `example` or `examples` member (OpenAPI's Example
 * Object and Media Type `example`, JSON Schema's `examples`) of a document that is an OpenAPI or JSON
 * Schema one, told by its own members (`openapi`, `swagger`, `$schema`, `operationId`, `responses`,
 * `requestBody`, `properties`). nginx-proxy-manager's certificate-upload schema shows an mkcert
 * development key as the response's example (fresh19). A key anywhere else in the same document, or
 * in a JSON file that describes no API, is still reported.
 */

// Members that make a JSON document an API description or a schema (OpenAPI 3, Swagger 2, JSON Schema).
const API_DOCUMENT = /"(openapi|swagger|\$schema|operationId|responses|requestBody|properties)"\s*:/;
const EXAMPLE_KEY = /^(example|examples|x-examples)$/;

/** Whether `offset` of `content` (a `.json` file) lies in an API description's example. */
export function inApiExample(content: string, path: string, offset: number): boolean {
  if (!/\.json$/i.test(path) || !API_DOCUMENT.test(content)) return false;
  const keys = membersAt(content, offset);
  return keys !== undefined && keys.some((k) => EXAMPLE_KEY.test(k));
}

/**
 * The member names from the document's root down to the string holding `offset` (an array adds
 * none), or undefined when `offset` is not inside a string value the scan can place.
 */
function membersAt(text: string, offset: number): string[] | undefined {
  // One entry per open object or array: the member of that object the scan is in (null in an array).
  const open: (string | null)[] = [];
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (c === '{' || c === '[') open.push(null);
    else if (c === '}' || c === ']') open.pop();
    else if (c === '"') {
      const end = stringEnd(text, i);
      if (end < 0) return undefined;
      if (end > offset) return open.filter((k): k is string => k !== null);
      if (/^\s*:/.test(text.slice(end + 1, end + 40)) && open.length > 0)
        open[open.length - 1] = text.slice(i + 1, end);
      i = end;
    }
  }
  return undefined;
}

/** The index of the quote closing the JSON string opened at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '"') return i;
    else if (c === '\n') return -1;
  }
  return -1;
}
