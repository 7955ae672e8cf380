/**
 * Turns every failure into the DESIGN envelope: catalogue codes for known errors, code 3 naming the
 * field for validation failures, framework 4xx with their own status, and 666 for anything unknown
 * (logged with the request id; no stack leaves the server).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEntry, ownCodes } from '@kasino/shared/errors/catalogue';
import { AppError, failure } from './app-error.ts';

type Failure = { status: number; body: ReturnType<typeof failure> };

/** Names the offending field of an AJV validation error ("/phone" → "phone"; missing → its name). */
function fieldOf(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return 'body';
  const params = first.params as { missingProperty?: string; additionalProperty?: string; requiredProperties?: string[] } | undefined;
  const pathPart = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return (
    params?.missingProperty ??
    params?.requiredProperties?.[0] ??
    params?.additionalProperty ??
    (pathPart || error.validationContext || 'body')
  );
}

/** Maps any thrown value to its status and envelope. */
export function toFailure(error: unknown, request: FastifyRequest): Failure {
  if (error instanceof AppError)
    return {
      status: error.httpStatus,
      body:
        error.data === undefined
          ? failure(error.code, error.message, error.field)
          : { ...failure(error.code, error.message, error.field), data: error.data },
    };
  const fe = error as FastifyError;
  if (fe.validation) {
    const field = fieldOf(fe);
    return { status: 400, body: failure(3, `${errorEntry(3).text}: ${field}`, field) };
  }
  const status = fe.statusCode ?? 500;
  if (status === 413) return { status, body: failure(ownCodes.tooLarge) };
  if (status === 429) return { status, body: failure(667) };
  if (status >= 400 && status < 500) {
    // Malformed JSON, unsupported media type, bad URL encoding…: the caller's input was unusable.
    return { status, body: failure(3, `${errorEntry(3).text}${fe.code ? ` (${fe.code})` : ''}`) };
  }
  request.log.error({ err: error, request_id: request.id }, 'unhandled error');
  return { status: 500, body: failure(666) };
}

export function sendError(reply: FastifyReply, error: unknown, request: FastifyRequest): FastifyReply {
  const { status, body } = toFailure(error, request);
  request.errorCode = body.code;
  return reply.status(status).send(body);
}

/** Installs the error handler for every route. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(reply, error, request));
}
