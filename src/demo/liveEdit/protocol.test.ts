import { describe, expect, it } from 'vitest';
import {
  describeLiveError,
  frameMessage,
  LIVE_MESSAGE_TAG,
  pageMessage,
  parseFrameMessage,
  parsePageMessage,
} from './protocol';

const tag = LIVE_MESSAGE_TAG;

describe('page → frame messages', () => {
  it('accepts what the page builds', () => {
    const render = pageMessage('render', { id: 3, code: 'export default 1', product: 'joy-ui' });
    expect(parsePageMessage(render)).toEqual(render);
    const preferences = pageMessage('preferences', {
      preferences: {
        scheme: 'dark',
        themeOptions: '{"direction":"rtl"}',
        background: 'rgb(11, 13, 14)',
      },
    });
    expect(parsePageMessage(preferences)).toEqual(preferences);
    // Survives structured cloning's plain-object form.
    expect(parsePageMessage(JSON.parse(JSON.stringify(render)))).toEqual(render);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'render'],
    ['an array', [tag, 'render']],
    ['another tag', { tag: 'other', type: 'render', id: 1, code: '', product: 'x' }],
    ['an unknown type', { tag, type: 'eval', code: '1' }],
    ['a missing field', { tag, type: 'render', id: 1, code: '' }],
    ['an extra field', { tag, type: 'render', id: 1, code: '', product: 'x', then: 1 }],
    ['a negative id', { tag, type: 'render', id: -1, code: '', product: 'x' }],
    ['a fractional id', { tag, type: 'render', id: 1.5, code: '', product: 'x' }],
    ['code that is not text', { tag, type: 'render', id: 1, code: {}, product: 'x' }],
    ['huge code', { tag, type: 'render', id: 1, code: 'x'.repeat(200_001), product: 'x' }],
    [
      'an unknown scheme',
      { tag, type: 'preferences', preferences: { scheme: 'sepia', themeOptions: '' } },
    ],
    [
      'preferences with extras',
      { tag, type: 'preferences', preferences: { scheme: 'dark', themeOptions: '', x: 1 } },
    ],
    ['preferences missing', { tag, type: 'preferences' }],
  ])('refuses %s', (_name, data) => {
    expect(parsePageMessage(data)).toBeNull();
  });
});

describe('frame → page messages', () => {
  it('accepts what the frame builds', () => {
    for (const message of [
      frameMessage('ready', {}),
      frameMessage('rendered', { id: 2 }),
      frameMessage('height', { height: 120 }),
      frameMessage('error', { id: 2, kind: 'compile', message: 'SyntaxError: x', line: 4 }),
      frameMessage('error', { id: 2, kind: 'runtime', message: 'TypeError: y' }),
    ]) {
      expect(parseFrameMessage(message)).toEqual(message);
    }
  });

  it('rounds a fractional height up', () => {
    expect(parseFrameMessage({ tag, type: 'height', height: 10.2 })).toEqual({
      tag,
      type: 'height',
      height: 11,
    });
  });

  it.each([
    ['a page message', { tag, type: 'render', id: 1, code: '', product: 'x' }],
    ['ready with extras', { tag, type: 'ready', x: 1 }],
    ['a negative height', { tag, type: 'height', height: -1 }],
    ['an infinite height', { tag, type: 'height', height: Infinity }],
    ['an absurd height', { tag, type: 'height', height: 1e9 }],
    ['an unknown error kind', { tag, type: 'error', id: 1, kind: 'fatal', message: 'x' }],
    ['line 0', { tag, type: 'error', id: 1, kind: 'runtime', message: 'x', line: 0 }],
    [
      'a line that is text',
      { tag, type: 'error', id: 1, kind: 'runtime', message: 'x', line: '3' },
    ],
    ['an error without message', { tag, type: 'error', id: 1, kind: 'runtime' }],
    ['a huge message', { tag, type: 'error', id: 1, kind: 'runtime', message: 'x'.repeat(5000) }],
  ])('refuses %s', (_name, data) => {
    expect(parseFrameMessage(data)).toBeNull();
  });
});

describe('preference backgrounds', () => {
  it.each(['transparent', 'rgb(255, 255, 255)', 'rgba(0, 0, 0, 0.5)', 'rgb(11,13,14)'])(
    'accepts %s',
    (background) => {
      const message = pageMessage('preferences', {
        preferences: { scheme: 'light', themeOptions: '{}', background },
      });
      expect(parsePageMessage(message)).toEqual(message);
    },
  );
});

describe('describeLiveError', () => {
  it('puts the line first when known', () => {
    expect(describeLiveError('SyntaxError: Unexpected token', 3)).toBe(
      'Line 3: SyntaxError: Unexpected token',
    );
    expect(describeLiveError('TypeError: x', undefined)).toBe('TypeError: x');
  });
});
