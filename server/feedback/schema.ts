import type { Rating } from './store';

export const FEEDBACK_BODY_LIMIT = 8 * 1024;
export const COMMENT_MAX_LENGTH = 2000;

export interface FeedbackBody {
  page: string;
  rating: Rating;
  comment?: string;
  version: string;
  language: string;
}

export const feedbackBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['page', 'rating', 'version', 'language'],
  properties: {
    page: { type: 'string', minLength: 1, maxLength: 512, pattern: '^/[^\\s?#]*$' },
    rating: { type: 'string', enum: ['up', 'down'] },
    // No NUL character: PostgreSQL text cannot hold one, and both stores must accept the same input.
    comment: { type: 'string', maxLength: COMMENT_MAX_LENGTH, pattern: '^[^\\u0000]*$' },
    version: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9][A-Za-z0-9._+-]*$',
    },
    language: {
      type: 'string',
      minLength: 2,
      maxLength: 35,
      pattern: '^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$',
    },
  },
} as const;

/** `/material-ui/react-button` and `/material-ui/react-button/` name the same page. */
export function normalisePage(page: string): string {
  return page.endsWith('/') ? page : `${page}/`;
}
