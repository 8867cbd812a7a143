export { type AppOptions, createApp, DEFAULT_WEB_DIR } from './app.js';
export { type Battle, BattleStore, battleView, MAX_AUTOMATIC, MAX_BATTLES } from './battles-store.js';
export { type CalcRunner, type CalcRunnerOptions, workerCalcRunner } from './calc-runner.js';
export { type CatalogueSource, catalogueFromFile, catalogueFromValue } from './catalogue-source.js';
export { type GuardOptions, guard, jobOptions } from './guard.js';
export { HttpError } from './http.js';
export { type ListStore, MAX_LISTS, type SavedList, sqliteListStore } from './lists-store.js';
export { EXPORT_FORMATS } from './routes/lists.js';
export { type RunningServer, type ServeOptions, startServer } from './serve.js';
export {
  defaultDatabasePath,
  MAX_SETUPS,
  nameKey,
  type Setup,
  type SetupStore,
  sqliteSetupStore,
} from './setups-store.js';
export { type JobOptions, type PoolOptions, type WorkerPool, workerPool } from './worker-pool.js';
