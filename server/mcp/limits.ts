/** The MCP server's limits on what a client may send, named once (server/README.md lists them). */

/** Longest `query`, `url`, `name` a tool accepts (characters). */
export const MAX_TEXT_ARGUMENT = 500;
/** Longest snippet validate_snippet checks (characters). */
export const MAX_SNIPPET_LENGTH = 20_000;
/** Time one snippet check may take, once the checker has loaded the packages' types. */
export const SNIPPET_TIME_LIMIT_MS = 15_000;
/** Time the checker may take to load the packages' types (the first check after start-up). */
export const CHECKER_WARM_UP_LIMIT_MS = 120_000;
/** Snippet checks waiting for the checker; more are refused as busy. */
export const MAX_QUEUED_SNIPPETS = 8;
/** Hits search_docs returns at most. */
export const MAX_SEARCH_RESULTS = 20;
/** Largest JSON-RPC request body `/mcp` accepts (bytes): a snippet at its limit, escaped, fits. */
export const MCP_BODY_LIMIT = 128 * 1024;
