// The worker threads' entry: worker threads do not inherit the TypeScript loader (tsx) of the
// build's main thread, so each registers it before loading the worker module.
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register as registerModules } from 'tsx/esm/api';

registerCommonJs();
registerModules();
const { default: buildInWorker } = await import('./demoSourcesWorker.ts');
export default buildInWorker;
