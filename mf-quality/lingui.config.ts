import { linguiConfig } from '@cabinet/build/lingui';

export default linguiConfig(import.meta.dirname);
