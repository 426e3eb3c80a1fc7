/**
 * The fetch both model SDKs send through. Node's built-in fetch (undici) gives up on a response
 * whose headers take more than 300 s, or whose body pauses for 300 s, whatever timeout the SDK was
 * given: a slow local model that thinks for six minutes before it answers would fail at five.
 * undici's own `fetch` with an `Agent` whose `headersTimeout` and `bodyTimeout` follow the model
 * timeout lifts that cap, the fix the openai SDK documents on its `timeout` option
 * (https://github.com/openai/openai-node#timeouts); both limits are undici's
 * (https://undici.nodejs.org/#/docs/api/Client?id=parameter-clientoptions).
 */
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';

/**
 * The SDK's own timer fires first on slow headers (its timeout error names the seconds); the
 * agent's header limit is a backstop a little later, so the two never race.
 */
const HEADERS_MARGIN_MS = 5_000;

/** What both SDKs accept as their `fetch` option (their `Fetch` type, on the global types). */
type SdkFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** A fetch whose header and body timeouts follow `timeoutMs` instead of Node's 300 s default. */
export function modelFetch(timeoutMs: number): SdkFetch {
  const dispatcher = new Agent({
    headersTimeout: timeoutMs + HEADERS_MARGIN_MS,
    // The openai SDK's timer covers the body too, Anthropic's stops at the headers: a body that
    // stalls there is undici's to catch.
    bodyTimeout: timeoutMs,
  });
  return async (input, init) => {
    // Both SDKs call fetch with a URL string; a global Request is another class than undici's.
    if (input instanceof Request) throw new TypeError('the model fetch takes a URL, not a Request');
    // The global and the undici types describe the same objects but differ in details neither SDK
    // uses (FormData entries, Response.bytes), hence the two casts.
    const response = await undiciFetch(input, { ...(init as UndiciRequestInit), dispatcher });
    return response as Response;
  };
}
