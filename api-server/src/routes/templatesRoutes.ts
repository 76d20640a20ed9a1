import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../AppContext';
import { authenticate } from '../auth/authenticate';
import {
  addFlowFromTemplateRequestSchema,
  checkFlowTypeAvailable,
  DEFAULT_FLOW_MODE,
  flowIntegrationSchema,
  flowTemplateListSchema,
  newFlowSettings,
  PATHS,
  type FlowIntegration,
  type FlowSettings,
  type FlowTemplate,
} from '@cabinet/api/contract';
import { templateNotFound } from '../flows/errors';
import { loadOwner } from '../flows/owner';
import { findTemplate, FLOW_TEMPLATES } from '../flows/templates';
import { parseWith } from '../http/parseWith';
import { insertFlow, requireAvailable } from './flowsRoutes';

const listParamsSchema = z.object({ integration: z.string() });
const addParamsSchema = z.object({ integration: z.string(), templateType: z.string() });

/** An integration named in a path: an unknown one has no templates to show (404, not a form error). */
function integrationOf(value: string): FlowIntegration {
  const parsed = flowIntegrationSchema.safeParse(value);
  if (!parsed.success) throw templateNotFound();
  return parsed.data;
}

/** Flow templates per integration (spec section 2, /templates/*) and "add a flow from a template type". */
export function templatesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, tokens } = ctx;

  app.get('/' + PATHS.templates.list, async (request): Promise<FlowTemplate[]> => {
    const me = await loadOwner(db, (await authenticate(request, tokens)).userId);
    const integration = integrationOf(parseWith(listParamsSchema, request.params).integration);
    return flowTemplateListSchema.parse(
      FLOW_TEMPLATES[integration].map((template) => ({
        ...template,
        integration,
        available: checkFlowTypeAvailable(template.flowType, me.majorTariff) === null,
      })),
    );
  });

  app.post('/' + PATHS.templates.add, async (request, reply) => {
    const me = await loadOwner(db, (await authenticate(request, tokens)).userId);
    const params = parseWith(addParamsSchema, request.params);
    const integration = integrationOf(params.integration);
    const template = findTemplate(integration, params.templateType);
    if (!template) throw templateNotFound();
    const body = parseWith(addFlowFromTemplateRequestSchema, request.body ?? {});
    requireAvailable(template.flowType, me);
    const settings: FlowSettings = {
      ...newFlowSettings(template.flowType),
      ...template.settings,
      title: body.title ?? template.title,
      content: template.content,
    };
    const flow = await insertFlow(db, me, settings, { mode: body.mode ?? DEFAULT_FLOW_MODE, integration, templateType: template.templateType });
    return reply.code(201).send(flow);
  });
}
