import { z } from 'zod';

/** What the admin routes' declarations repeat. */
export const idParams = z.object({ id: z.string() });
export const NO_USER = { 404: 'ADMIN_USER_NOT_FOUND' };
