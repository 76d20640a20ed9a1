import { linguiConfig } from '@cabinet/build/lingui';

// Two catalogues: src/locales, loaded with every remote, and the staff notice's, loaded with its drawing.
export default linguiConfig(import.meta.dirname);
