import { createAppConfig } from '@cabinet/build/webpack';

export default createAppConfig({ dir: import.meta.dirname, name: 'shell', host: true });
