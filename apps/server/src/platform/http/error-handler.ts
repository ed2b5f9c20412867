import type { FieldIssue } from '@muse/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from './errors';

/**
 * Maps every error to { error: { code, message, details? } }. Bad input is a 4xx naming the field;
 * only our own faults are 500s, logged with the request id and never shown as a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // 400 replies quote zod's own messages ("Invalid input: expected string, received null"). The contracts
  // are zod/mini, which loads no locale; classic zod sets English only once one of its schemas is built, so
  // say it here rather than rely on that.
  z.config(z.locales.en());
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      if ((err.statusCode === 429 || err.statusCode === 503) && isRetryAfter(err.details)) {
        void reply.header('retry-after', String(err.details.retryAfterSeconds));
      }
      return reply
        .code(err.statusCode)
        .send({ error: { code: err.code, message: err.message, details: err.details } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const details: FieldIssue[] = err.validation.flatMap((v) => {
        const closest = closestUnionOption(v.keyword, v.params);
        if (closest)
          return closest.map((issue) => ({
            field: fieldName(where, `/${issue.path.join('/')}`, issue),
            message: issue.message,
          }));
        return [{ field: fieldName(where, v.instancePath, v.params), message: v.message ?? 'is invalid' }];
      });
      const message = details.map((d) => `${d.field}: ${d.message}`).join('; ');
      return reply.code(400).send({ error: { code: 'validation_failed', message, details } });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'reply did not match its schema');
      return reply
        .code(500)
        .send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) void reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return reply
        .code(status)
        .send({ error: { code: clientCode(err), message: clientMessage(err, status) } });
    }
    req.log.error({ err }, 'request failed');
    return reply
      .code(500)
      .send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
  });
}

function isRetryAfter(details: unknown): details is { retryAfterSeconds: number } {
  return typeof details === 'object' && details !== null && 'retryAfterSeconds' in details;
}

interface UnionOptionIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * A value that matched none of a union's shapes: when exactly one shape came closest (fewest problems), its
 * problems name the fields to fix ({avatar, welcomeMessage} with a bad avatar.finish names avatar.finish);
 * when none stands out, the union's own message says which shapes it takes.
 */
function closestUnionOption(keyword: string, params: unknown): UnionOptionIssue[] | null {
  if (keyword !== 'invalid_union' || typeof params !== 'object' || params === null) return null;
  const options = (params as { errors?: unknown }).errors;
  if (!Array.isArray(options) || options.length === 0) return null;
  const sizes = options.map((issues) => (Array.isArray(issues) ? issues.length : Infinity));
  const fewest = Math.min(...sizes);
  if (sizes.filter((n) => n === fewest).length !== 1) return null;
  const closest = options[sizes.indexOf(fewest)] as UnionOptionIssue[];
  return closest.length > 0 ? closest : null;
}

/** "body" + "/email" → "email"; a missing required property names that property. */
function fieldName(where: string, instancePath: string, params: unknown): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const missing =
    typeof params === 'object' && params && 'missingProperty' in params ? String(params.missingProperty) : '';
  const joined = [path, missing].filter(Boolean).join('.');
  if (joined) return where === 'body' ? joined : `${where}.${joined}`;
  return where;
}

const CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation_failed',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
};

function clientCode(err: FastifyError): string {
  if (err.statusCode === 429) return 'rate_limited';
  return CODES[err.code] ?? (err.code ? err.code.toLowerCase().replace(/^fst_err_/, '') : 'bad_request');
}

function clientMessage(err: FastifyError, status: number): string {
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'body: a JSON body is required';
  if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError)
    return 'body: not valid JSON';
  if (status === 413) return 'The request body is too large.';
  return err.message;
}
