// @ts-check
import { portOf } from '@cabinet/build/ports';

/** The fixture remote's port: 50 above the shell's, so it moves with PORT_OFFSET like every other port. */
export function fixturePort() {
  return portOf('shell') + 50;
}
