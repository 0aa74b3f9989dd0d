/**
 * The messages between a docs page and its live-edit frame (/live-frame/, a sandboxed document
 * with an opaque origin). Both sides check who sent a message (the page: only its frame's window;
 * the frame: only its parent) and drop anything whose shape is not exactly one of these.
 */

/** The frame document's route (src/site/pages/live-frame.astro). */
export const LIVE_FRAME_PATH = '/live-frame/';

/** Every message carries this tag, so unrelated postMessage traffic is ignored at once. */
export const LIVE_MESSAGE_TAG = 'mui-live-edit';

export type ColorScheme = 'light' | 'dark';

export interface FramePreferences {
  scheme: ColorScheme;
  /** The visitor's theme options (direction, density, spacing, colours), as stored. */
  themeOptions: string;
  /**
   * The solid colour behind the frame on the page (`rgb(…)`), or `transparent` when the page shows
   * an image there (gradient demos). The frame paints it, so what it shows has a known background.
   */
  background: string;
}

/** A computed colour as browsers serialise it, or `transparent`: nothing that could load a URL. */
const BACKGROUND =
  /^(?:transparent|rgba?\((?:\s*[\d.]+%?\s*,){2}\s*[\d.]+%?\s*(?:,\s*[\d.]+\s*)?\))$/;

/** Page → frame. */
export type PageMessage =
  | { tag: typeof LIVE_MESSAGE_TAG; type: 'render'; id: number; code: string; product: string }
  | { tag: typeof LIVE_MESSAGE_TAG; type: 'preferences'; preferences: FramePreferences };

export type LiveErrorKind = 'compile' | 'runtime';

/** Frame → page. */
export type FrameMessage =
  | { tag: typeof LIVE_MESSAGE_TAG; type: 'ready' }
  | { tag: typeof LIVE_MESSAGE_TAG; type: 'rendered'; id: number }
  | { tag: typeof LIVE_MESSAGE_TAG; type: 'height'; height: number }
  | {
      tag: typeof LIVE_MESSAGE_TAG;
      type: 'error';
      id: number;
      kind: LiveErrorKind;
      message: string;
      /** 1-based line in the edited source, when known. */
      line?: number;
    };

/** Caps keep a hostile or broken sender from making the other side allocate without bound. */
const MAX_CODE_LENGTH = 200_000;
const MAX_TEXT_LENGTH = 4_000;
const MAX_HEIGHT = 100_000;

type Fields = Record<string, unknown>;

function tagged(data: unknown): Fields | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const fields = data as Fields;
  return fields.tag === LIVE_MESSAGE_TAG ? fields : null;
}

function hasExactly(fields: Fields, keys: readonly string[]): boolean {
  const own = Object.keys(fields);
  return own.every((key) => keys.includes(key)) && keys.every((key) => key in fields);
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

function parsePreferences(value: unknown): FramePreferences | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Fields;
  if (!hasExactly(fields, ['scheme', 'themeOptions', 'background'])) return null;
  if (fields.scheme !== 'light' && fields.scheme !== 'dark') return null;
  if (!isText(fields.themeOptions, MAX_TEXT_LENGTH)) return null;
  if (!isText(fields.background, 100) || !BACKGROUND.test(fields.background)) return null;
  return {
    scheme: fields.scheme,
    themeOptions: fields.themeOptions,
    background: fields.background,
  };
}

/** What the frame accepts from the page, or null. */
export function parsePageMessage(data: unknown): PageMessage | null {
  const fields = tagged(data);
  if (!fields) return null;
  if (fields.type === 'render') {
    if (!hasExactly(fields, ['tag', 'type', 'id', 'code', 'product'])) return null;
    const { id, code, product } = fields;
    if (!isCount(id) || !isText(code, MAX_CODE_LENGTH) || !isText(product, 100)) return null;
    return { tag: LIVE_MESSAGE_TAG, type: 'render', id, code, product };
  }
  if (fields.type === 'preferences') {
    if (!hasExactly(fields, ['tag', 'type', 'preferences'])) return null;
    const preferences = parsePreferences(fields.preferences);
    return preferences ? { tag: LIVE_MESSAGE_TAG, type: 'preferences', preferences } : null;
  }
  return null;
}

/** What the page accepts from its frame, or null. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  const fields = tagged(data);
  if (!fields) return null;
  switch (fields.type) {
    case 'ready':
      return hasExactly(fields, ['tag', 'type']) ? { tag: LIVE_MESSAGE_TAG, type: 'ready' } : null;
    case 'rendered':
      return hasExactly(fields, ['tag', 'type', 'id']) && isCount(fields.id)
        ? { tag: LIVE_MESSAGE_TAG, type: 'rendered', id: fields.id }
        : null;
    case 'height':
      return hasExactly(fields, ['tag', 'type', 'height']) &&
        typeof fields.height === 'number' &&
        Number.isFinite(fields.height) &&
        fields.height >= 0 &&
        fields.height <= MAX_HEIGHT
        ? { tag: LIVE_MESSAGE_TAG, type: 'height', height: Math.ceil(fields.height) }
        : null;
    case 'error': {
      const keys = ['tag', 'type', 'id', 'kind', 'message'];
      const withLine = 'line' in fields;
      if (!hasExactly(fields, withLine ? [...keys, 'line'] : keys)) return null;
      const { id, kind, message, line } = fields;
      if (!isCount(id) || (kind !== 'compile' && kind !== 'runtime')) return null;
      if (!isText(message, MAX_TEXT_LENGTH)) return null;
      if (withLine && !(isCount(line) && line > 0)) return null;
      return {
        tag: LIVE_MESSAGE_TAG,
        type: 'error',
        id,
        kind,
        message,
        ...(withLine ? { line: line as number } : {}),
      };
    }
    default:
      return null;
  }
}

/** Messages are built through these, so both sides agree on the shape the parsers check. */
export function pageMessage<T extends PageMessage['type']>(
  type: T,
  fields: Omit<Extract<PageMessage, { type: T }>, 'tag' | 'type'>,
): PageMessage {
  return { tag: LIVE_MESSAGE_TAG, type, ...fields } as unknown as PageMessage;
}

export function frameMessage<T extends FrameMessage['type']>(
  type: T,
  fields: Omit<Extract<FrameMessage, { type: T }>, 'tag' | 'type'>,
): FrameMessage {
  return { tag: LIVE_MESSAGE_TAG, type, ...fields } as unknown as FrameMessage;
}

/** The text shown for an error: its line first, when known. */
export function describeLiveError(message: string, line: number | undefined): string {
  return line === undefined ? message : `Line ${line}: ${message}`;
}
