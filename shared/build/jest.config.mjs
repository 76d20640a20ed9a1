import { jestConfig } from './jest-preset.mjs';

export default jestConfig({ dir: import.meta.dirname, environment: 'node' });
