import path from 'node:path';

/**
 * A demo's id: its path under the content folder without `.tsx`, with `/` separators
 * (`material-ui/components/buttons/BasicButtons`). Its registry key, its demo-sources file name
 * and its full-page link all derive from it; the site index records it once per demo.
 */
export function demoId(demoFile: string, contentDir: string): string {
  return path
    .relative(contentDir, demoFile)
    .replace(/\\/g, '/')
    .replace(/\.tsx$/, '');
}
