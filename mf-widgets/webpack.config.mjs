import { remoteConfig } from '@cabinet/build/webpack';

export default remoteConfig(import.meta.dirname);
