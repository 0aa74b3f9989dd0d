import { describe, expect, it } from 'vitest';
import { etagFor, isNotModified } from './conditional';

const mtimeMs = Date.parse('2024-05-01T12:00:00.750Z');
const etag = etagFor({ size: 1234, mtimeMs });

describe('etagFor', () => {
  it('is a strong validator that differs per coding', () => {
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(etagFor({ size: 1234, mtimeMs }, 'br')).not.toBe(etag);
    expect(etagFor({ size: 1235, mtimeMs })).not.toBe(etag);
  });
});

describe('isNotModified', () => {
  it('matches If-None-Match lists, weak tags and *', () => {
    expect(isNotModified({ 'if-none-match': etag }, etag, mtimeMs)).toBe(true);
    expect(isNotModified({ 'if-none-match': `"x", W/${etag}` }, etag, mtimeMs)).toBe(true);
    expect(isNotModified({ 'if-none-match': '*' }, etag, mtimeMs)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"x"' }, etag, mtimeMs)).toBe(false);
  });

  it('compares If-Modified-Since at second resolution', () => {
    const header = (iso: string) => ({ 'if-modified-since': new Date(iso).toUTCString() });
    expect(isNotModified(header('2024-05-01T12:00:00Z'), etag, mtimeMs)).toBe(true);
    expect(isNotModified(header('2024-05-01T11:59:59Z'), etag, mtimeMs)).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'garbage' }, etag, mtimeMs)).toBe(false);
    expect(isNotModified({}, etag, mtimeMs)).toBe(false);
  });
});
