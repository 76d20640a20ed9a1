import type { ApiErrorBody, ApiErrorCode } from '../errorBody';
import { ambientAnswer } from './ambient';
import { FLOWS_PATHS, TEMPLATES_PATHS } from '../flows/paths';
import { BLACKLIST_PATHS } from '../blacklist/paths';
import { MESSAGES_PATHS } from '../messaging/paths';
import { SHORT_LINKS_PATHS } from '../shortLinks/paths';
import { CHATBOTS_PATHS } from '../chatbots/paths';
import { SUBSCRIBERS_PATHS } from '../subscribers/paths';
import type { CreateBlacklistEntryRequest, IgnoreLinkRequest, UpdateBlacklistEntryRequest } from '../blacklist/requests';
import type { BlacklistEntry, BlacklistPage, IgnoreLink, PublicIgnoreEntry, PublicIgnoreUpdateRequest } from '../blacklist/schemas';
import type { CreateChatbotRequest, UpdateChatbotRequest } from '../chatbots/requests';
import type { Chatbot } from '../chatbots/schemas';
import type { CreateFlowRequest, UpdateFlowRequest } from '../flows/requests';
import type {
  AddFlowFromTemplateRequest,
  BulkFlowModeRequest,
  BulkFlowsRequest,
  BulkFlowsResult,
  BulkTextsRequest,
  BulkTextsResult,
  Flow,
  FlowConversion,
  FlowModeRequest,
  FlowPage,
  FlowReach,
  FlowRecipients,
  FlowRecipientsRequest,
  FlowTemplate,
  TransferFlowsRequest,
  TransferFlowsResult,
  IncomingFlowTransfers,
  AcceptFlowTransferResult,
} from '../flows/schemas';
import type { CreateShortLinkRequest, ShortLink, ShortLinkClick, ShortLinkPage, UpdateShortLinkRequest } from '../shortLinks/schemas';
import type { SubscriberPage } from '../subscribers/schemas';
import type { PublicReview, PublicReviewRequest, PublicVisit, PublicVisitActionRequest } from '../messaging/publicLinks';
import { WIDGETS_PATHS } from '../widgets/paths';
import type { PublicRatingPage, PublicTransitionRequest } from '../widgets/public';

/*
 * A fake of the HTTP API for component tests: each test answers the paths it expects with a handler, and a
 * call no handler answers fails the test (after it, with the list of such calls), so a missing fake is
 * never mistaken for an error state the screen shows.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One method of an endpoint: the body the client sends and what the API answers (void: 204). */
interface Call<Body, Answer> {
  body: Body;
  answer: Answer;
}

/** The flows domain's endpoints by path and method, as the shared schemas type them. */
interface Endpoints {
  [FLOWS_PATHS.list]: { GET: Call<undefined, FlowPage>; POST: Call<CreateFlowRequest, Flow> };
  [FLOWS_PATHS.one]: { GET: Call<undefined, Flow>; PATCH: Call<UpdateFlowRequest, Flow>; DELETE: Call<undefined, void> };
  [FLOWS_PATHS.pause]: { POST: Call<undefined, Flow> };
  [FLOWS_PATHS.resume]: { POST: Call<undefined, Flow> };
  [FLOWS_PATHS.duplicate]: { POST: Call<undefined, Flow> };
  [FLOWS_PATHS.mode]: { POST: Call<FlowModeRequest, Flow> };
  [FLOWS_PATHS.conversion]: { GET: Call<undefined, FlowConversion> };
  [FLOWS_PATHS.recipients]: { POST: Call<FlowRecipientsRequest, FlowRecipients> };
  [FLOWS_PATHS.reach]: { GET: Call<undefined, FlowReach> };
  [FLOWS_PATHS.bulkPause]: { POST: Call<BulkFlowsRequest, BulkFlowsResult> };
  [FLOWS_PATHS.bulkResume]: { POST: Call<BulkFlowsRequest, BulkFlowsResult> };
  [FLOWS_PATHS.bulkDelete]: { POST: Call<BulkFlowsRequest, BulkFlowsResult> };
  [FLOWS_PATHS.bulkMode]: { POST: Call<BulkFlowModeRequest, BulkFlowsResult> };
  [FLOWS_PATHS.transfer]: { POST: Call<TransferFlowsRequest, TransferFlowsResult> };
  [FLOWS_PATHS.incomingTransfers]: { GET: Call<undefined, IncomingFlowTransfers> };
  [FLOWS_PATHS.acceptTransfer]: { POST: Call<undefined, AcceptFlowTransferResult> };
  [FLOWS_PATHS.declineTransfer]: { POST: Call<undefined, void> };
  [FLOWS_PATHS.texts]: { PUT: Call<BulkTextsRequest, BulkTextsResult> };
  [TEMPLATES_PATHS.list]: { GET: Call<undefined, FlowTemplate[]> };
  [TEMPLATES_PATHS.add]: { POST: Call<AddFlowFromTemplateRequest, Flow> };
  [BLACKLIST_PATHS.list]: { GET: Call<undefined, BlacklistPage>; POST: Call<CreateBlacklistEntryRequest, BlacklistEntry> };
  [BLACKLIST_PATHS.one]: { PATCH: Call<UpdateBlacklistEntryRequest, BlacklistEntry>; DELETE: Call<undefined, void> };
  [BLACKLIST_PATHS.link]: { POST: Call<IgnoreLinkRequest, IgnoreLink> };
  [BLACKLIST_PATHS.public]: { GET: Call<undefined, PublicIgnoreEntry>; PUT: Call<PublicIgnoreUpdateRequest, PublicIgnoreEntry> };
  [MESSAGES_PATHS.publicVisit]: { GET: Call<undefined, PublicVisit>; POST: Call<PublicVisitActionRequest, PublicVisit> };
  [MESSAGES_PATHS.publicReview]: { GET: Call<undefined, PublicReview>; POST: Call<PublicReviewRequest, PublicReview> };
  [WIDGETS_PATHS.publicRating]: { GET: Call<undefined, PublicRatingPage>; POST: Call<PublicReviewRequest, PublicRatingPage> };
  [WIDGETS_PATHS.publicTransition]: { POST: Call<PublicTransitionRequest, void> };
  [SHORT_LINKS_PATHS.list]: { GET: Call<undefined, ShortLinkPage>; POST: Call<CreateShortLinkRequest, ShortLink> };
  [SHORT_LINKS_PATHS.one]: { PATCH: Call<UpdateShortLinkRequest, ShortLink>; DELETE: Call<undefined, void> };
  [SHORT_LINKS_PATHS.click]: { POST: Call<undefined, ShortLinkClick> };
  [CHATBOTS_PATHS.list]: { GET: Call<undefined, Chatbot[]>; POST: Call<CreateChatbotRequest, Chatbot> };
  [CHATBOTS_PATHS.one]: { PATCH: Call<UpdateChatbotRequest, Chatbot>; DELETE: Call<undefined, void> };
  [SUBSCRIBERS_PATHS.list]: { GET: Call<undefined, SubscriberPage> };
}

type EndpointCall<P extends string, M extends HttpMethod> = P extends keyof Endpoints ? (M extends keyof Endpoints[P] ? Endpoints[P][M] : never) : Call<unknown, unknown>;
/** What the client sends to an endpoint: typed for the known ones, unknown for any other path. */
export type BodyOf<P extends string, M extends HttpMethod> = EndpointCall<P, M> extends Call<infer Body, unknown> ? Body : unknown;
/** What an endpoint answers: typed for the known ones, any JSON for any other path. */
export type AnswerOf<P extends string, M extends HttpMethod> = EndpointCall<P, M> extends Call<unknown, infer Answer> ? Answer : unknown;
/** The methods a known endpoint has; any method for another path. */
export type MethodOf<P extends string> = P extends keyof Endpoints ? keyof Endpoints[P] & HttpMethod : HttpMethod;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<Rest> : P extends `${string}:${infer Name}` ? Name : never;
/** The `:name` segments of a path template, by name. */
export type PathParams<P extends string> = { readonly [Name in ParamNames<P>]: string };

/** One call as a handler sees it: its path parameters, query and parsed JSON body. */
export interface FakeCall<P extends string = string, M extends HttpMethod = HttpMethod> {
  request: Request;
  method: M;
  /** The path as requested, filled (`api/v1/Workflows/f1/Pause`). */
  path: string;
  params: PathParams<P>;
  query: URLSearchParams;
  body: BodyOf<P, M>;
}

/** A handler's answer: the endpoint's JSON (204 for void), or a Response of its own (an error, a 201). */
export type FakeAnswer<P extends string, M extends HttpMethod> = AnswerOf<P, M> | Response;

export type FakeHandler<P extends string, M extends HttpMethod> = (call: FakeCall<P, M>) => FakeAnswer<P, M> | Promise<FakeAnswer<P, M>>;

/** A call the fake saw, answered or not. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  answered: boolean;
}

export interface FakeApi {
  /** Answers `method path` (a path template, e.g. FLOWS_PATHS.one: `:name` matches any one segment). A later answer wins. */
  on<P extends string, M extends MethodOf<P>>(method: M, path: P, handler: FakeHandler<P, M>): FakeApi;
  /** The handler for renderScreen's `api` option. */
  readonly handler: (request: Request, path: string) => Promise<Response | undefined>;
  /** Every call so far, in order. */
  readonly calls: readonly RecordedCall[];
  /** The calls to one endpoint (a path template), optionally of one method. */
  callsTo(path: string, method?: HttpMethod): RecordedCall[];
  /** The query of the last call to a path template, as a plain object: what a list asked for. */
  lastQuery(path: string): Record<string, string>;
  /** `METHOD path` of every call no handler answered. */
  readonly unanswered: readonly string[];
}

interface Route {
  method: HttpMethod;
  pattern: RegExp;
  names: string[];
  /*
   * A method, not a function property: its parameter is compared both ways, so a handler typed for its
   * endpoint is stored beside the others; the fake builds each call from the request it matched.
   */
  handle(call: FakeCall): unknown;
}

function compile(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  // Paths match case-insensitively, as the reference API does (the spec's casing varies).
  return { pattern: new RegExp(`^${source}$`, 'i'), names };
}

function isHttpMethod(value: string): value is HttpMethod {
  return value === 'GET' || value === 'POST' || value === 'PUT' || value === 'PATCH' || value === 'DELETE';
}

/** The JSON body of a request (its text when it is not JSON, a file's bytes), or undefined when it has none. */
export async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  return answer === undefined ? new Response(null, { status: 204 }) : Response.json(answer);
}

/** Fake APIs of the running test file: one that was asked a call nobody answered fails the test. */
const live = new Set<FakeApi>();
if (typeof afterEach === 'function') {
  afterEach(() => {
    const missed = [...live].flatMap((api) => api.unanswered);
    live.clear();
    if (missed.length > 0) throw new Error(`The fake API was asked calls no handler answers:\n  ${missed.join('\n  ')}`);
  });
}

/**
 * A fake of the API, answered per endpoint:
 *   const api = fakeApi().on('GET', FLOWS_PATHS.list, ({ query }) => pageOf([flow], query));
 *   await renderScreen(<FlowsScreen />, { route: 'flows', api: api.handler });
 * `unanswered: 'record'` only records the calls nobody answers (for a test about exactly that).
 */
export function fakeApi({ unanswered: onUnanswered = 'fail' }: { unanswered?: 'fail' | 'record' } = {}): FakeApi {
  const routes: Route[] = [];
  const calls: RecordedCall[] = [];
  const unanswered: string[] = [];
  const matches = (call: RecordedCall, template: string) => compile(template).pattern.test(call.path);

  const api: FakeApi = {
    on(method, path, handler) {
      const { pattern, names } = compile(path);
      routes.unshift({ method, pattern, names, handle: handler });
      return api;
    },
    async handler(request, path) {
      if (onUnanswered === 'fail') live.add(api);
      const method = request.method.toUpperCase();
      const query = new URL(request.url).searchParams;
      const body = await bodyOf(request);
      const recorded: RecordedCall = { method, path, query, body, answered: false };
      calls.push(recorded);
      for (const route of isHttpMethod(method) ? routes : []) {
        const found = route.method === method ? route.pattern.exec(path) : null;
        if (!found || !isHttpMethod(method)) continue;
        const params = Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
        recorded.answered = true;
        return toResponse(await route.handle({ request, method, path, params, query, body }));
      }
      const ambient = ambientAnswer(method, path);
      if (ambient) {
        recorded.answered = true;
        return ambient;
      }
      unanswered.push(`${method} ${path}`);
      return undefined;
    },
    get calls() {
      return calls;
    },
    callsTo(path, method) {
      return calls.filter((call) => matches(call, path) && (method === undefined || call.method === method));
    },
    lastQuery(path) {
      const last = api.callsTo(path).at(-1);
      return Object.fromEntries(last?.query ?? []);
    },
    get unanswered() {
      return unanswered;
    },
  };
  return api;
}

/** An error answer of the API's shape (spec section 8): a code, its message, and per-field rule codes for a 400. */
export function apiError(status: number, code: ApiErrorCode, message: string, fields?: Record<string, string>): Response {
  const body: ApiErrorBody = fields ? { code, message, fields } : { code, message };
  return Response.json(body, { status });
}

/** The API's refusal of a save based on an older version: 409 with the entity as stored. */
export function versionConflict(current: unknown): Response {
  const body: ApiErrorBody = { code: 'VERSION_CONFLICT', message: 'Someone saved this after you opened it', current };
  return Response.json(body, { status: 409 });
}

/** A JSON answer with its own status, e.g. 201 for a created entity. */
export function answerWith(status: number, body: unknown): Response {
  return Response.json(body, { status });
}
