import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';

/** Every error response body has this shape. */
export interface ErrorBody {
  error: string;
}

const MESSAGES_BY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; expected a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size does not match Content-Length',
  FST_ERR_BAD_URL: 'Bad request path',
};

const MESSAGES_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  408: 'Request timeout',
  413: 'Request body is too large',
  415: 'Unsupported media type',
  429: 'Too many requests',
};

function quoted(value: unknown): string {
  return JSON.stringify(String(value));
}

/** One validation failure as a sentence naming the field, from Ajv's keyword and params. */
export function describeValidationError(failure: FastifySchemaValidationError): string {
  const field = failure.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = failure.params as Record<string, unknown>;
  switch (failure.keyword) {
    case 'required':
      return `Missing required field ${quoted(params.missingProperty)}`;
    case 'additionalProperties':
      return `Unknown field ${quoted(params.additionalProperty)}`;
    case 'type':
      return field
        ? `Field ${quoted(field)} must be a ${String(params.type)}`
        : `Body must be a JSON ${String(params.type)}`;
    case 'enum':
      return `Field ${quoted(field)} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'maxLength':
      return `Field ${quoted(field)} must be at most ${String(params.limit)} characters`;
    case 'minLength':
      return `Field ${quoted(field)} must be at least ${String(params.limit)} characters`;
    case 'pattern':
      return `Field ${quoted(field)} has an invalid format`;
    default:
      return field ? `Field ${quoted(field)} is invalid` : 'Invalid request body';
  }
}

function clientMessage(error: FastifyError, status: number): string {
  if (error.validation && error.validation.length > 0) {
    return error.validation.map(describeValidationError).join('; ');
  }
  return (
    (error.code ? MESSAGES_BY_CODE[error.code] : undefined) ??
    MESSAGES_BY_STATUS[status] ??
    'Bad request'
  );
}

/**
 * Client errors get a fixed, clear message (never Fastify's text, which can quote the body) and
 * server errors only "Internal error"; the stack goes to the log, never to the client.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Drop whatever a half-finished handler set about the body it meant to send.
  for (const header of ['content-length', 'content-encoding', 'etag', 'last-modified']) {
    reply.removeHeader(header);
  }
  reply.type('application/json; charset=utf-8');
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 500;
  if (status === 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal error' } satisfies ErrorBody);
  }
  request.log.info({ code: error.code, statusCode: status }, 'request rejected');
  return reply.code(status).send({ error: clientMessage(error, status) } satisfies ErrorBody);
}
