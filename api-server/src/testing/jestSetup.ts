import { setPasswordCostForTests } from '../account/passwords';
import { TEST_PASSWORD_LOG2_N } from './templates';

// jest.config.mjs's testTimeout applies only when api-server runs alone: under the root config, whose
// testTimeout is global, a test file's beforeAll would be cut at 30 s, while a PGlite alone takes longer to
// start when other builds share the two cores (and a seeded template past its age is rebuilt in a hook).
jest.setTimeout(90_000);

// Hundreds of password hashes at a cheaper cost (src/account/passwords.ts); the seeded templates were hashed at
// the same one (jestGlobalSetup.ts), so no demo sign-in counts as an old hash.
setPasswordCostForTests(TEST_PASSWORD_LOG2_N);
