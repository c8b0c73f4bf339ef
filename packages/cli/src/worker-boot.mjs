// Entry point of the simulator's worker threads. Under Node 20 a worker does not inherit the
// TypeScript loader that tsx registered on the main thread (neither through `register()` nor
// `--import tsx`), so each worker registers it before loading its TypeScript module.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
