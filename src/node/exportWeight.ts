import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface Weight {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FirstLoad {
  route: string;
  scripts: string[];
  js: Weight;
  html: Weight;
  css: Weight;
}

/** Total size of these buffers: raw, gzip level 9 and brotli quality 11 (what precompression writes). */
export function weigh(buffers: Buffer[]): Weight {
  return buffers.reduce<Weight>(
    (total, buffer) => ({
      raw: total.raw + buffer.length,
      gzip: total.gzip + zlib.gzipSync(buffer, { level: 9 }).length,
      brotli:
        total.brotli +
        zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
          .length,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/** Scripts and stylesheets a route's HTML loads before it is interactive (not lazy chunks). */
export function measureFirstLoad(outDir: string, route: string): FirstLoad {
  const htmlFile = path.join(outDir, route, route.endsWith('.html') ? '' : 'index.html');
  const html = fs.readFileSync(htmlFile);
  const text = html.toString('utf8');
  const srcs = [...text.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
  const styles = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map(
    (m) => m[1]!,
  );
  const read = (src: string) =>
    fs.readFileSync(path.join(outDir, decodeURIComponent(src.replace(/^\//, ''))));
  const scripts = [...new Set(srcs)];
  return {
    route,
    scripts,
    js: weigh(scripts.map(read)),
    html: weigh([html]),
    css: weigh([...new Set(styles)].map(read)),
  };
}
