import { FLOW_INTEGRATIONS, type FlowIntegration } from '@cabinet/api/flows';
import type { RouteId } from '@cabinet/contracts';
import type { MessageDescriptor } from '@cabinet/i18n';

/** The booking and ordering systems templates belong to, by the name their owners know them by. */
export const INTEGRATION_LABELS: Record<FlowIntegration, MessageDescriptor> = {
  yclients: /*i18n*/ { id: 'flows.templates.integration.yclients', message: 'YCLIENTS' },
  altegio: /*i18n*/ { id: 'flows.templates.integration.altegio', message: 'Altegio' },
  iikocrm: /*i18n*/ { id: 'flows.templates.integration.iikocrm', message: 'iiko' },
  apicrm: /*i18n*/ { id: 'flows.templates.integration.apicrm', message: 'API' },
};

export const INTEGRATION_DESCRIPTIONS: Record<FlowIntegration, MessageDescriptor> = {
  yclients: /*i18n*/ { id: 'flows.templates.integration.yclients.about', message: 'Online booking for salons, clinics and studios' },
  altegio: /*i18n*/ { id: 'flows.templates.integration.altegio.about', message: 'YCLIENTS outside Russia: the same booking, the same templates' },
  iikocrm: /*i18n*/ { id: 'flows.templates.integration.iikocrm.about', message: 'Restaurants and delivery: orders, guests, reviews' },
  apicrm: /*i18n*/ { id: 'flows.templates.integration.apicrm.about', message: 'Your own system sends events to our API' },
};

/** Each integration's template list is a route of its own (spec section 2). */
export const INTEGRATION_ROUTES = {
  yclients: 'templates.yclients',
  altegio: 'templates.altegio',
  iikocrm: 'templates.iikocrm',
  apicrm: 'templates.apicrm',
} as const satisfies Record<FlowIntegration, RouteId>;

export function isIntegration(value: string | undefined): value is FlowIntegration {
  return FLOW_INTEGRATIONS.some((integration) => integration === value);
}

/** The integration whose template list a route shows, or null for any other route. */
export function integrationOfRoute(routeId: RouteId): FlowIntegration | null {
  return FLOW_INTEGRATIONS.find((integration) => INTEGRATION_ROUTES[integration] === routeId) ?? null;
}

/** The integration the owner has connected, by the user's crms (the first one we have templates for). */
export function connectedIntegration(crms: readonly string[]): FlowIntegration | null {
  return crms.map((crm) => crm.toLowerCase()).find(isIntegration) ?? null;
}
