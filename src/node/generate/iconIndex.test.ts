import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildIconIndex,
  groupByTheme,
  iconPathsFile,
  readIconNodes,
  themeExports,
  writeIconIndex,
  type IconNode,
} from './iconIndex';

describe('icon index', () => {
  const index = buildIconIndex();

  it('lists over 2,000 base names', () => {
    expect(index.names.length).toBeGreaterThan(2000);
    expect(index.names).toContain('Delete');
    expect(index.names).toContain('AccessAlarm');
    expect(index.names).not.toContain('DeleteOutlined');
  });

  it('lists the themed export names', () => {
    expect(themeExports(index, 'filled')).toEqual(
      expect.arrayContaining(['Delete', 'AccessAlarm']),
    );
    expect(themeExports(index, 'outlined')).toContain('DeleteOutlined');
    expect(themeExports(index, 'rounded')).toContain('DeleteRounded');
    expect(themeExports(index, 'twoTone')).toContain('DeleteTwoTone');
    expect(themeExports(index, 'sharp')).toContain('DeleteSharp');
    // Brand icons only exist filled.
    expect(themeExports(index, 'outlined')).not.toContain('GitHubOutlined');
  });

  it('groups suffixed names under their base name', () => {
    const grouped = groupByTheme(['Delete', 'DeleteOutlined', 'DeleteSharp', 'GitHub', 'Sharp']);
    expect(grouped.names).toEqual(['Delete', 'GitHub', 'Sharp']);
    expect(grouped.themes.filled).toEqual([0, 1, 2]);
    expect(grouped.themes.outlined).toEqual([0]);
    expect(grouped.themes.sharp).toEqual([0]);
  });

  it('has synonyms only for existing icons', () => {
    for (const name of Object.keys(index.synonyms)) expect(index.names).toContain(name);
    expect(index.synonyms.Delete).toContain('trash');
  });
});

describe('icon paths', () => {
  it('reads single paths, attributes and nested groups', () => {
    const source = `"use client";

import createSvgIcon from "./utils/createSvgIcon.js";
import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
export default createSvgIcon([/*#__PURE__*/_jsx("path", {
  d: "M1 1h2",
  opacity: ".3"
}, "0"), /*#__PURE__*/_jsxs("g", {
  fillRule: "evenodd",
  children: [/*#__PURE__*/_jsx("circle", { cx: "17", cy: "15", r: "1" }), _jsx("path", { d: "M2 2" })]
}, "1")], 'Example');`;
    const expected: IconNode[] = [
      ['path', { d: 'M1 1h2', opacity: '.3' }],
      ['g', { fillRule: 'evenodd' }, [['circle', { cx: '17', cy: '15', r: '1' }], 'M2 2']],
    ];
    expect(readIconNodes(source)).toEqual(expected);
  });

  it('writes the index and per-theme, per-letter chunks', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'icons-'));
    try {
      const { count, bytes } = await writeIconIndex(outDir);
      expect(count).toBeGreaterThan(2000);
      expect(bytes).toBeGreaterThan(1_000_000);
      const written = JSON.parse(fs.readFileSync(path.join(outDir, 'index.json'), 'utf8'));
      expect(written.names).toContain('Delete');
      const chunk = JSON.parse(
        fs.readFileSync(path.join(outDir, iconPathsFile('rounded', 'Delete')), 'utf8'),
      );
      expect(chunk.Delete.length).toBeGreaterThan(0);
      expect(iconPathsFile('rounded', 'Delete')).toBe('paths-rounded-d.json');
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
    // Reads ~10,000 icon modules: about 2 s idle, past vitest's 5 s default on a loaded 2-core CI.
  }, 60_000);
});
