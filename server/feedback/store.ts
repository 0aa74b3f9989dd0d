export type Rating = 'up' | 'down';

export interface NewFeedback {
  page: string;
  rating: Rating;
  comment?: string;
  version: string;
  language: string;
  userAgent?: string;
}

export interface FeedbackRow {
  id: number;
  /** ISO 8601, UTC. */
  createdAt: string;
  page: string;
  rating: Rating;
  comment: string | null;
  version: string;
  language: string;
  userAgent: string | null;
}

/**
 * Where feedback is kept. The API depends only on this interface; `openFeedbackStore` picks the
 * implementation (SQLite for one server, PostgreSQL shared by several).
 */
export interface FeedbackStore {
  /** Stores one entry durably and resolves to its id once it has been committed. */
  insert(entry: NewFeedback): Promise<number>;
  /** Every entry, oldest (lowest id) first. */
  all(): Promise<FeedbackRow[]>;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Clock for `created_at`; tests pin it. */
  now?: () => Date;
}

export const USER_AGENT_MAX_LENGTH = 256;

/** The column values of a new entry, the same whichever database stores them. */
export interface FeedbackValues {
  createdAt: Date;
  page: string;
  rating: Rating;
  comment: string | null;
  version: string;
  language: string;
  userAgent: string | null;
}

export function feedbackValues(entry: NewFeedback, createdAt: Date): FeedbackValues {
  return {
    createdAt,
    page: entry.page,
    rating: entry.rating,
    comment: entry.comment ?? null,
    version: entry.version,
    language: entry.language,
    userAgent: entry.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  };
}
