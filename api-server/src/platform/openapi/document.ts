import * as contract from '@cabinet/api/contract';
import { z } from 'zod';
import type { ContractEntry } from '../DomainModule';
import type { Access, ResponseDoc, Schema } from '../http/route';
import type { RegisteredRoute } from '../http/routeTable';

export type JsonSchema = z.core.JSONSchema.JSONSchema;

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface MediaType {
  schema: JsonSchema;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  /** Who may call it, as the route declares: guest, user, admin, superAdmin. */
  'x-access': Access;
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }>;
  };
}

const ACCESS_TEXT: Record<Access, string> = {
  guest: 'Access: anyone, no sign-in.',
  user: 'Access: any signed-in user (bearer token).',
  admin: 'Access: administrators (bearer token with the admin role).',
  superAdmin: 'Access: super-administrators (bearer token with the super-admin role).',
};

type Io = 'input' | 'output';

/**
 * The OpenAPI 3.1 description of the registered routes, from their declarations alone. Schemas come from
 * the shared contract's zod schemas (`z.toJSONSchema`, JSON Schema 2020-12 as OpenAPI 3.1 takes it):
 * request parts as the API accepts them (input), answers as it gives them (output). A schema the
 * platform's contract or a domain's entry (`contracts`, each DomainModule's) exports by name is a
 * component named after it (`flowPageSchema` → `FlowPage`); others (api-server's own) are written in place.
 */
export function buildOpenApiDocument(
  routes: readonly RegisteredRoute[],
  info: { version: string; serverUrl: string },
  contracts: readonly ContractEntry[] = [],
): OpenApiDocument {
  const components = createComponents([contract, ...contracts]);
  const errorBody = components.ref(contract.apiErrorSchema, 'output');
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();

  for (const route of routes) {
    const { doc } = route;
    tags.add(doc.tag);
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const parameters = [...parametersOf(doc.params, 'path', doc.parameterDescriptions), ...parametersOf(doc.query, 'query', doc.parameterDescriptions)];
    for (const name of pathParameterNames(route.url)) {
      if (!parameters.some((parameter) => parameter.in === 'path' && parameter.name === name)) {
        throw new Error(`${route.method} ${route.url} declares no params schema for :${name}`);
      }
    }

    const responses: Record<string, ResponseObject> = {};
    for (const [status, response] of Object.entries(doc.responses)) {
      if (response) responses[status] = responseObject(response, components);
    }
    const errors: Record<number, string> = {};
    if (doc.params || doc.query || doc.body) errors[400] = 'VALIDATION_FAILED: a request part does not parse; `fields` names each refused field with its rule code';
    if (route.access !== 'guest') errors[401] = 'UNAUTHORIZED: no valid bearer token';
    if (route.access === 'admin' || route.access === 'superAdmin') errors[403] = `FORBIDDEN: the caller's role is not enough`;
    for (const [status, text] of Object.entries(doc.errors ?? {})) {
      if (text === undefined) continue;
      const code = Number(status);
      errors[code] = errors[code] === undefined ? text : `${errors[code]}; ${text}`;
    }
    for (const [status, description] of Object.entries(errors)) {
      const declared = responses[status];
      // A status a route also answers otherwise (the stand-in's HTML form): both bodies, told apart by type.
      responses[status] = declared
        ? { description: `${declared.description}; or ${description}`, content: { ...declared.content, 'application/json': { schema: errorBody } } }
        : { description, content: { 'application/json': { schema: errorBody } } };
    }

    const operation: Operation = {
      operationId: operationId(route.method, route.url),
      summary: doc.summary,
      description: [doc.description, ACCESS_TEXT[route.access]].filter(Boolean).join('\n\n'),
      tags: [doc.tag],
      'x-access': route.access,
      ...(route.access === 'guest' ? {} : { security: [{ bearer: [] }] }),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(doc.body
        ? { requestBody: { required: !doc.bodyOptional, content: { [doc.bodyContentType ?? 'application/json']: { schema: components.ref(doc.body, 'input') } } } }
        : {}),
      responses,
    };
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Cabinet API',
      version: info.version,
      description:
        'The reference implementation of the cabinet\'s HTTP API (spec section 7 and the domains it leaves "not shown"). Paths match case-insensitively. Every refusal answers the ApiError body.',
    },
    servers: [{ url: info.serverUrl }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      schemas: components.schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of POST /api/v1/account/login' } },
    },
  };
}

function responseObject(response: ResponseDoc, components: Components): ResponseObject {
  if (response.contentType !== undefined) return { description: response.description, content: { [response.contentType]: { schema: { type: 'string' } } } };
  if (response.schema === undefined) return { description: response.description };
  return { description: response.description, content: { 'application/json': { schema: components.ref(response.schema, 'output') } } };
}

/** Path or query parameters from an object schema's properties, as the API reads them (input). */
function parametersOf(schema: Schema | undefined, location: Parameter['in'], descriptions: Readonly<Record<string, string>> = {}): Parameter[] {
  if (schema === undefined) return [];
  const json = jsonSchemaOf(schema, 'input');
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const description = descriptions[name];
    return {
      name,
      in: location,
      // A path parameter is always there (OpenAPI requires saying so).
      required: location === 'path' || required.has(name),
      ...(description === undefined ? {} : { description }),
      schema: typeof property === 'boolean' ? {} : property,
    };
  });
}

function pathParameterNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
}

/** `GET /api/v1/Workflows/:id/Pause` → `getApiV1WorkflowsByIdPause`: unique per method and path, stable. */
function operationId(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? `By${capitalize(segment.slice(1))}` : capitalize(segment.replace(/[^A-Za-z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase()))));
  return method.toLowerCase() + words.join('');
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function jsonSchemaOf(schema: Schema, io: Io): JsonSchema {
  // Transforms (comma-separated lists) and refinements have no JSON Schema: the input side is described.
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return json;
}

interface Components {
  schemas: Record<string, JsonSchema>;
  /** The schema as a reference to its component when the contract names it, else written in place. */
  ref(schema: Schema, io: Io): JsonSchema;
}

function createComponents(contracts: readonly ContractEntry[]): Components {
  const names = new Map<Schema, string>();
  for (const [name, value] of contracts.flatMap((entry) => Object.entries(entry))) {
    if (value instanceof z.core.$ZodType && name.endsWith('Schema') && !names.has(value)) names.set(value, capitalize(name.slice(0, -'Schema'.length)));
  }
  const schemas: Record<string, JsonSchema> = {};
  const keys = new Map<string, Schema>();
  return {
    schemas,
    ref(schema, io) {
      const name = names.get(schema);
      const json = jsonSchemaOf(schema, io);
      if (name === undefined) return json;
      // One component per schema and direction; the two only differ where the input has defaults.
      let key = name;
      const existing = schemas[key];
      if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(json)) key = `${name}${io === 'input' ? 'Input' : 'Output'}`;
      const taken = keys.get(key);
      if (taken !== undefined && taken !== schema) throw new Error(`Two schemas would be the component ${key}`);
      keys.set(key, schema);
      schemas[key] = json;
      return { $ref: `#/components/schemas/${key}` };
    },
  };
}
