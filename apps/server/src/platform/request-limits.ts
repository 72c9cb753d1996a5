/**
 * What every request meets before its route's schema (issue #12 item 7): JSON bodies of at most 1 MB and 32 levels
 * (the depth counted on the raw text, without recursion, before parsing), JSON and multipart bodies only, and the
 * shared text rule on every string and key of the body, the query and the path — so no route, whatever its schema,
 * hands PostgreSQL a NUL or a lone surrogate. Router refusals (an address that is not UTF-8, a path value too long)
 * answer the envelope too.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { disallowedCharactersMessage, findDisallowedText, labelOfPath } from '@stoa/shared';
import { AppError, issuesError, requestFailure } from './errors.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const MAX_JSON_DEPTH = 32;

export const REQUEST_MESSAGES = {
  tooDeep: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
  badAddress: 'The address contains characters that cannot be read.',
  longAddress: 'A value in the address is too long.',
} as const;

/** Is the JSON text nested deeper than `limit` arrays and objects? Brackets inside strings do not count. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

function registerJsonParser(app: FastifyInstance): void {
  // Only JSON and multipart (File/Upload) are read; anything else, plain text included, is a 415.
  app.removeAllContentTypeParsers();
  // Fastify's own parser keeps its prototype-poisoning refusals (secure-json-parse).
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = body.toString();
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        done(new AppError('validation', REQUEST_MESSAGES.tooDeep, null, { code: 'MALFORMED_REQUEST' }), undefined);
        return;
      }
      parse(request, text, done);
    },
  );
}

/** The shared text rule on every string and key a route receives, before any schema runs. */
function checkText(request: FastifyRequest): void {
  for (const value of [request.params, request.query, request.body]) {
    const path = findDisallowedText(value);
    if (path) {
      const message = disallowedCharactersMessage(labelOfPath(path));
      throw issuesError([{ path, message, errorCode: 'INVALID_CHARACTERS' }]);
    }
  }
}

/** Fastify's router refusals (`frameworkErrors`), answered as the envelope instead of Fastify's own shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .send(requestFailure('MALFORMED_REQUEST', tooLong ? REQUEST_MESSAGES.longAddress : REQUEST_MESSAGES.badAddress));
}

export function registerRequestLimits(app: FastifyInstance): void {
  registerJsonParser(app);
  app.addHook('preValidation', async (request) => checkText(request));
}
