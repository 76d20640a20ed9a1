import { z } from 'zod';
import { addFlowFromTemplateRequestSchema, checkFlowTypeAvailable, DEFAULT_FLOW_MODE, flowIntegrationSchema, flowSchema, flowTemplateListSchema, newFlowSettings, TEMPLATE_LANGUAGES, type FlowIntegration, type FlowSettings, type FlowTemplate, TEMPLATES_PATHS } from '@cabinet/api/flows';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { insertFlow } from './data';
import { templateNotFound } from './errors';
import { loadOwner } from './owner';
import { requireAvailable } from './service';
import { clientLanguageOf, findTemplate, FLOW_TEMPLATES, localizedTemplate, templateLanguageOf } from './templates';

const listParamsSchema = z.object({ integration: z.string() });
const listQuerySchema = z.object({ language: z.enum(TEMPLATE_LANGUAGES).optional() });
const addParamsSchema = z.object({ integration: z.string(), templateType: z.string() });
const TEMPLATE_NOT_FOUND = 'TEMPLATE_NOT_FOUND: no such integration or template';

/** An integration named in a path: an unknown one has no templates to show (404, not a form error). */
function integrationOf(value: string): FlowIntegration {
  const parsed = flowIntegrationSchema.safeParse(value);
  if (!parsed.success) throw templateNotFound();
  return parsed.data;
}

/** Flow templates per integration (spec section 2, /templates/*) and "add a flow from a template type". */
export function templatesRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  return [
    route({
      method: 'GET',
      path: TEMPLATES_PATHS.list,
      access: 'user',
      summary: "An integration's flow templates",
      description:
        "`available` says whether the caller's tariff allows the template's flow type. Title and description are in `language` (the page's; the account's when absent), the content and button texts in the account's language (for an account without one, `language`), which flows created from them send.",
      params: listParamsSchema,
      query: listQuerySchema,
      responses: { 200: { description: 'The templates', schema: flowTemplateListSchema } },
      errors: { 404: TEMPLATE_NOT_FOUND },
      async handler({ caller, params, query }): Promise<FlowTemplate[]> {
        const me = await loadOwner(db, caller.userId);
        const integration = integrationOf(params().integration);
        const readerLanguage = query().language ?? templateLanguageOf(me.language);
        const clientLanguage = clientLanguageOf(me.language, query().language);
        return flowTemplateListSchema.parse(
          FLOW_TEMPLATES[integration].map((template) => ({
            ...localizedTemplate(template, readerLanguage, clientLanguage),
            integration,
            available: checkFlowTypeAvailable(template.flowType, me.majorTariff) === null,
          })),
        );
      },
    }),

    route({
      method: 'POST',
      path: TEMPLATES_PATHS.add,
      access: 'user',
      summary: 'Create a flow from a template',
      params: addParamsSchema,
      body: addFlowFromTemplateRequestSchema,
      bodyOptional: true,
      responses: { 201: { description: 'The new flow', schema: flowSchema } },
      errors: { 403: 'FLOW_UNAVAILABLE_IN_TARIFF: the template\'s flow type is not in the caller\'s tariff', 404: TEMPLATE_NOT_FOUND },
      async handler({ caller, reply, params: readParams, body: readBody }) {
        const me = await loadOwner(db, caller.userId);
        const params = readParams();
        const integration = integrationOf(params.integration);
        const template = findTemplate(integration, params.templateType);
        if (!template) throw templateNotFound();
        const body = readBody();
        requireAvailable(template.flowType, me);
        // The flow speaks the account's language (the page's, for an account without one): its clients get the texts the list previewed.
        const language = clientLanguageOf(me.language, body.language);
        const texts = localizedTemplate(template, language, language);
        const settings: FlowSettings = {
          ...newFlowSettings(template.flowType),
          ...texts.settings,
          title: body.title ?? texts.title,
          content: texts.content,
        };
        const flow = await insertFlow(db, me, settings, { mode: body.mode ?? DEFAULT_FLOW_MODE, integration, templateType: template.templateType });
        return reply.code(201).send(flow);
      },
    }),
  ];
}
