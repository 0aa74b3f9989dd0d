import { markdownUrl } from './markdownUrl';

/** The prompt "Open in ChatGPT/Claude" sends: read this page's Markdown copy. */
export function assistantPrompt(siteUrl: string, route: string): string {
  return `Read ${siteUrl}${markdownUrl(route)} so I can ask questions about it.`;
}

/** An assistant's address (ending in its prompt parameter, e.g. `…?q=`) with the page's prompt. */
export function assistantLink(assistantUrl: string, siteUrl: string, route: string): string {
  return `${assistantUrl}${encodeURIComponent(assistantPrompt(siteUrl, route))}`;
}
