/** The form POST that opens a demo on CodeSandbox (its define API, `parameters` LZ-compressed). */
import { compressToUrlSafeBase64 } from './lzBase64';
import { createProject, type ProjectInput } from './projectFiles';
import type { FormPayload } from './submitForm';

export const CODESANDBOX_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

export interface CodeSandboxFiles {
  files: Record<string, { content: string; isBinary: false }>;
}

export function codeSandboxParameters(input: ProjectInput): {
  parameters: CodeSandboxFiles;
  demoFile: string;
} {
  const project = createProject(input, 'codesandbox');
  const files: CodeSandboxFiles['files'] = {};
  for (const [path, content] of Object.entries(project.files)) {
    files[path] = { content, isBinary: false };
  }
  return { parameters: { files }, demoFile: project.demoFile };
}

export function codeSandboxPayload(input: ProjectInput): FormPayload {
  const { parameters, demoFile } = codeSandboxParameters(input);
  return {
    action: CODESANDBOX_URL,
    fields: [
      ['parameters', compressToUrlSafeBase64(JSON.stringify(parameters))],
      ['query', `file=/${demoFile}`],
    ],
  };
}
