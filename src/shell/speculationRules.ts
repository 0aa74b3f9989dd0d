/**
 * Speculation Rules for the page's own links: Chromium prerenders the next page while the visitor
 * hovers or presses on its link (`moderate` eagerness), so the click shows a page already laid
 * out, styled and started. Other browsers ignore the rules and keep the shell's hover prefetch.
 * Left out: what is not a page of the site (files, the API), links that open elsewhere or download,
 * and links to the page itself (its table of contents, its nav entry).
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/mcp', '/*.*'] } },
          {
            not: {
              selector_matches:
                '[download], [target], [rel~="nofollow"], [href^="#"], [aria-current="page"]',
            },
          },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The rules as the body of `<script type="speculationrules">`. */
export function speculationRulesJson(): string {
  return JSON.stringify(SPECULATION_RULES);
}
