import { createAppConfig } from '@cabinet/build/webpack';

export default createAppConfig({ dir: import.meta.dirname, name: 'mf-quality', exposes: { './App': './src/remote.tsx' } });
