// @ts-check
// The shell and remotes without an API, on the ports of PORT_OFFSET, serving CABINET_ENV_DIR: the delivery
// journey's own environment, so a publish there is seen by no other journey. Prints "ready" when listening.
import { startPlatform } from '@cabinet/build/serve';

const platform = await startPlatform({ env: { API_MODE: 'development', ...process.env }, api: false });
console.info('ready');
const stop = async () => {
  await platform.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
