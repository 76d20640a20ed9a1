/**
 * `@cabinet/api/testing`: the API's test kit for component tests. A fake API answered per endpoint (a call
 * no handler answers fails the test), and builders of valid entities of the flows domain, parsed with the
 * shared schemas. Used with `renderScreen` of `@cabinet/contracts/testing`:
 *   const api = fakeApi().on('GET', FLOWS_PATHS.list, ({ query }) => pageOf([makeFlowSummary()], query));
 *   await renderScreen(<FlowsScreen />, { route: 'flows', api: api.handler });
 */
export { ambientAnswer, LIMITED_STAFF_ACCESS } from './testing/ambient';
export {
  answerWith,
  apiError,
  versionConflict,
  bodyOf,
  fakeApi,
  type AnswerOf,
  type BodyOf,
  type FakeAnswer,
  type FakeApi,
  type FakeCall,
  type FakeHandler,
  type HttpMethod,
  type PathParams,
  type RecordedCall,
} from './testing/fakeApi';
export {
  makeBlacklistEntry,
  makeChatbot,
  makeFlow,
  makeFlowSummary,
  makeFlowTemplate,
  makePage,
  makePublicIgnoreEntry,
  makeShortLink,
  makeSubscriber,
  pageOf,
  summaryOf,
} from './testing/builders';
