/** The form POST that opens a demo on StackBlitz (https://developer.stackblitz.com/docs/platform/post-api/). */
import { createProject, type ProjectInput } from './projectFiles';
import type { FormPayload } from './submitForm';

export const STACKBLITZ_URL = 'https://stackblitz.com/run';

export function stackBlitzPayload(input: ProjectInput): FormPayload {
  const project = createProject(input, 'stackblitz');
  const fields: FormPayload['fields'] = [
    ['project[title]', project.title],
    ['project[description]', project.description],
    ['project[template]', 'create-react-app'],
    ['project[dependencies]', JSON.stringify(project.dependencies)],
    ['project[devDependencies]', JSON.stringify(project.devDependencies)],
    ...Object.entries(project.files).map(([path, content]): [string, string] => [
      `project[files][${path}]`,
      content,
    ]),
  ];
  return { action: `${STACKBLITZ_URL}?file=${encodeURIComponent(project.demoFile)}`, fields };
}
