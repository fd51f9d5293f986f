import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fieldError } from '../errors';

export const nulMessage = 'This text may not contain a NUL character.';
export const surrogateMessage = 'This text contains a broken character (a lone UTF-16 surrogate).';

export interface BadText {
  field: string;
  message: string;
}

/** Half of a surrogate pair without its other half (matched by UTF-16 code unit, no `u` flag). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return nulMessage;
  if (loneSurrogate.test(text)) return surrogateMessage;
  return null;
}

/** A value in the request and how it was reached; the path is spelled out only for a bad one. */
interface Place {
  value: unknown;
  key: string | null;
  parent: Place | null;
}

function fieldOf(place: Place, context: string): string {
  const keys: string[] = [];
  for (let at: Place | null = place; at && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || context;
}

/** Objects and arrays as parsed from JSON, a query string or headers; never a file's bytes. */
function isWalkable(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}

/**
 * The first text in a parsed request part (query, params, body, headers) that PostgreSQL cannot
 * store or that is not text at all: a NUL character, or half of a UTF-16 surrogate pair (a JSON
 * "\ud800" escape parses to one). The field is named like a validation error (`address.city`); a
 * bad key is reported on the object holding it (or on `context` at the top). Iterative, so a
 * deeply nested body cannot exhaust the stack.
 */
export function findBadText(value: unknown, context: string): BadText | null {
  const stack: Place[] = [{ value, key: null, parent: null }];
  for (let place = stack.pop(); place; place = stack.pop()) {
    if (typeof place.value === 'string') {
      const message = problemOf(place.value);
      if (message) return { field: fieldOf(place, context), message };
      continue;
    }
    if (!isWalkable(place.value)) continue;
    for (const [key, child] of Object.entries(place.value)) {
      const message = problemOf(key);
      if (message) return { field: fieldOf(place, context), message };
      stack.push({ value: child, key, parent: place });
    }
  }
  return null;
}

const parts = ['params', 'query', 'headers', 'body'] as const;

const apiPath = /^\/api(\/|\?|$)/;

/**
 * Every API route, before its own validation: bad text is a 422 on its field, never a database
 * error. Pages of the web app are left to answer as pages (their addresses are read safely).
 */
export const textCheckPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!apiPath.test(request.url)) return;
    for (const part of parts) {
      const bad = findBadText(request[part], part);
      if (bad) throw fieldError('VALIDATION_FAILED', bad.field, bad.message);
    }
  });
});
