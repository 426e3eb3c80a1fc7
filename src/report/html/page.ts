/**
 * The shell of every prlens page: one self-contained HTML file. Its CSS and JS are inline and its
 * Content-Security-Policy admits exactly those two blocks (by their SHA-256) and nothing else: no
 * fetch, image, font, frame, form target or <base> of any kind, so the page works offline from an
 * artifact and cannot be made to call anywhere, even if an escaping bug let markup through.
 * https://www.w3.org/TR/CSP3/#meta-element, https://www.w3.org/TR/CSP3/#grammardef-hash-source
 */
import { createHash } from 'node:crypto';
import { esc } from './escape.js';
import { PAGE_SCRIPT } from './script.js';
import { PAGE_STYLE } from './style.js';

export interface PageParts {
  title: string;
  /** Markup of the body, already escaped by its builder. */
  body: string;
  /** `<html lang>`: a BCP 47 code from our own catalog, never from the change. */
  lang?: string;
}

/** `'sha256-…'` of an inline block, as CSP hashes it (the UTF-8 bytes between the tags). */
function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The policy: nothing may load; only our own style and script blocks may run. */
function contentSecurityPolicy(style: string, script: string): string {
  return [
    "default-src 'none'",
    `style-src ${cspHash(style)}`,
    `script-src ${cspHash(script)}`,
    "img-src 'none'",
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** A complete HTML document around `body`. */
export function htmlPage(parts: PageParts): string {
  return [
    '<!doctype html>',
    `<html lang="${esc(parts.lang ?? 'en')}">`,
    '<head>',
    '<meta charset="utf-8">',
    // First in <head>: the policy applies to everything parsed after it.
    `<meta http-equiv="Content-Security-Policy" content="${esc(contentSecurityPolicy(PAGE_STYLE, PAGE_SCRIPT))}">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(parts.title)}</title>`,
    `<style>${PAGE_STYLE}</style>`,
    '</head>',
    '<body>',
    parts.body,
    `<script>${PAGE_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
