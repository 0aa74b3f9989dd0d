/** The demo as a zip: a project that runs with `npm install && npm start` (see projectFiles.ts). */
import { createProject, type ProjectInput } from './projectFiles';
import { createZip } from './zip';

export function demoZip(
  input: ProjectInput,
  modified = new Date(),
): { name: string; bytes: Uint8Array } {
  const project = createProject(input, 'zip');
  const folder = input.sources.name;
  const entries = Object.entries(project.files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, data]) => ({ name: `${folder}/${path}`, data }));
  return { name: `${folder}.zip`, bytes: createZip(entries, modified) };
}

/** Builds the zip and hands it to the browser as a download. */
export function downloadDemoZip(input: ProjectInput): void {
  const { name, bytes } = demoZip(input);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
