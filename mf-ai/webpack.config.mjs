import { createAppConfig } from '@cabinet/build/webpack';

export default createAppConfig({ dir: import.meta.dirname, name: 'mf-ai', exposes: { './App': './src/remote.tsx' } });
