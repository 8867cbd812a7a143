/**
 * Matchup runners (Node): serial, a worker-thread pool on one machine, and BullMQ jobs on Redis across
 * machines. Every runner plays battle i of a spec the same way (engine/src/sim), so results are identical.
 */
export { BattlePool, defaultThreads, runPool, specKey, workerFile } from './pool.js';
export type { BattleDone, BattleTask } from './pool-worker.js';
export {
  type DistributedOptions,
  QUEUE,
  runDistributed,
  type SimWorker,
  type SimWorkerOptions,
  startSimWorker,
} from './redis.js';
export { Collector, type OnBattle, type RunOptions, type RunOutput } from './run.js';
export { runSerial } from './serial.js';
