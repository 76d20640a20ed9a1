export { RemoteWorker } from './worker/RemoteWorker';
