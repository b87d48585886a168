export { MAX_REPLICA_LAG_MS } from './litestream-config.ts';
export { replicaState } from './replica-state.ts';
