/**
 * `POST /mcp`: the docs MCP server over Streamable HTTP, stateless (a server and transport per
 * request, sharing the site data and the snippet checker), with a body size limit and a rate limit.
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../feedback/rateLimiter';
import { createDocsMcpServer } from './docsMcpServer';
import { MCP_BODY_LIMIT } from './limits';
import type { ToolDependencies } from './tools';

export const MCP_PATH = '/mcp';

/** JSON-RPC error codes: the body is not JSON, and the server's own (limits, methods). */
const PARSE_ERROR = -32700;
const SERVER_ERROR = -32000;

function jsonRpcError(reply: FastifyReply, status: number, message: string, code = SERVER_ERROR) {
  return reply
    .code(status)
    .header('content-type', 'application/json')
    .send({ jsonrpc: '2.0', error: { code, message }, id: null });
}

/** Errors before the handler (the body's size or syntax) answered in JSON-RPC, as clients expect. */
function bodyError(error: { statusCode?: number }, _request: FastifyRequest, reply: FastifyReply) {
  if (error.statusCode === 413)
    return jsonRpcError(reply, 413, `The request body is over ${MCP_BODY_LIMIT} bytes.`);
  if (error.statusCode === 400)
    return jsonRpcError(reply, 400, 'Parse error: the body is not valid JSON.', PARSE_ERROR);
  return jsonRpcError(reply, 500, 'Internal error.');
}

export function registerMcpRoute(
  app: FastifyInstance,
  dependencies: ToolDependencies & { rateLimiter: RateLimiter },
): void {
  const { rateLimiter, ...tools } = dependencies;

  async function limitRate(request: FastifyRequest, reply: FastifyReply) {
    const decision = rateLimiter.hit(request.ip);
    if (!decision.allowed) {
      reply.header('retry-after', String(decision.retryAfterSeconds));
      return jsonRpcError(reply, 429, 'Too many requests; please try again later.');
    }
  }

  app.post(
    MCP_PATH,
    { bodyLimit: MCP_BODY_LIMIT, onRequest: [limitRate], errorHandler: bodyError },
    async (request, reply) => {
      const server = createDocsMcpServer(tools);
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      reply.hijack();
      // Fastify's own headers (security, cache) go with the transport's answer.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) reply.raw.setHeader(name, value as string);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );

  // Stateless: no event stream to open and no session to end.
  app.route({
    method: ['GET', 'DELETE'],
    url: MCP_PATH,
    onRequest: [limitRate],
    handler: async (_request, reply) =>
      reply
        .header('allow', 'POST')
        .code(405)
        .send({
          jsonrpc: '2.0',
          error: { code: -32000, message: 'Method not allowed; send JSON-RPC requests with POST.' },
          id: null,
        }),
  });
}
