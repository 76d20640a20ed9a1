import { createAppConfig } from '@cabinet/build/webpack';

export default createAppConfig({ dir: import.meta.dirname, name: 'mf-flows', exposes: { './App': './src/remote.tsx' }, standalone: './src/standalone.ts' });
