import { jestConfig } from '@cabinet/build/jest';

export default jestConfig({ dir: import.meta.dirname, environment: 'node' });
