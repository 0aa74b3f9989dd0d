// The entry of the build's worker threads (Tinypool): worker threads do not inherit the TypeScript
// loader (tsx) of the build's main thread, so each registers it, then loads the task module its
// pool names (`workerData.module`, see ./workerPool.ts) and runs that module's default export.
import Tinypool from 'tinypool';
import { register as registerCommonJs } from 'tsx/cjs/api';
import { register as registerModules } from 'tsx/esm/api';

registerCommonJs();
registerModules();
const { default: task } = await import(Tinypool.workerData.module);
export default task;
