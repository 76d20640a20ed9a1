import type { AppContext } from '../platform/AppContext';
import type { Route } from '../platform/http/route';
import { accidentRoutes } from './accidentRoutes';
import { newsRoutes } from './newsRoutes';
import { payRoutes } from './payRoutes';
import { platformRoutes } from './platformRoutes';
import { promocodeRoutes } from './promocodeRoutes';
import { adminService } from './service';
import { supportRoutes } from './supportRoutes';
import { userRoutes } from './userRoutes';

/**
 * The back office's routes (spec section 7, Admin), one file per area. Every one is declared for admins
 * (super-admins are admins too): 401 to a visitor and 403 to an ordinary user before anything is read
 * (routes.test.ts walks them all from the OpenAPI document, whatever file declares them). Every change is
 * written to the audit log by the service.
 */
export function adminRoutes(ctx: AppContext): Route[] {
  const service = adminService(ctx);
  return [
    ...userRoutes(service),
    ...payRoutes(ctx, service),
    ...promocodeRoutes(ctx),
    ...platformRoutes(ctx),
    ...newsRoutes(ctx),
    ...supportRoutes(ctx),
    ...accidentRoutes(ctx),
  ];
}
