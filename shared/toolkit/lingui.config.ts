import { linguiConfig } from '@cabinet/build/lingui';

// Catalogues: src/locales, loaded with every remote, and one per part of src/lazyParts.ts, loaded with its drawing.
export default linguiConfig(import.meta.dirname);
