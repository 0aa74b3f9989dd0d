// The snippet checker's thread: worker threads do not inherit the TypeScript loader (tsx) of the
// main thread, so it registers it before loading the worker module.
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register as registerModules } from 'tsx/esm/api';

registerCommonJs();
registerModules();
await import('./snippetWorker.ts');
