import { fillPath } from '@cabinet/api/contract';
import { aiReviewRatingPageSchema, aiReviewsOverviewSchema, widgetRatingPageSchema, WIDGETS_PATHS } from '@cabinet/api/widgets';
import { systemClock } from '../platform/clock';
import { LanguageModelError, type CompletionRequest, type LanguageModel } from '../platform/languageModel/LanguageModel';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn, userIdOf } from '../testing/requests';
import { draftPrompt, reviewsAiService } from './reviewsAi';

let t: TestApp;
let demo: ReturnType<typeof callAs>;
let demoId: string;
beforeAll(async () => {
  t = await createTestApp();
  const { token } = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);
  demo = callAs(t.app, token);
  demoId = userIdOf(token);
});
afterAll(async () => {
  await t.close();
});

/** A model that answers from the prompt it was given, and records what it was asked. */
function recordingModel(answer = 'Thank you for your visit!'): LanguageModel & { asked: CompletionRequest[] } {
  const asked: CompletionRequest[] = [];
  return {
    kind: 'standIn',
    asked,
    complete: async (request) => {
      asked.push(request);
      return { text: `  ${answer}  `, model: 'stand-in', usage: { inputTokens: 10, outputTokens: 5 } };
    },
  };
}

async function demoWidget(): Promise<{ id: string; ratingIds: string[] }> {
  const overview = aiReviewsOverviewSchema.parse((await demo('GET', WIDGETS_PATHS.reviewsAi)).json());
  const widget = overview.widgets[0];
  if (!widget) throw new Error('no widget');
  const page = aiReviewRatingPageSchema.parse((await demo('GET', `${fillPath(WIDGETS_PATHS.reviewsAiRatings, { id: widget.id })}?state=unanswered&pageSize=5`)).json());
  return { id: widget.id, ratingIds: page.items.map((item) => item.id) };
}

const answersLeft = async (userId: string) => (await t.db.query<{ n: number }>('select available_ai_reviews_count as n from users where id = $1', [userId]))[0]?.n;

describe('the AI answers to reviews', () => {
  it('open for the demo, whose feedback tariff runs with a package of 100, and count the ratings by answer state from stored rows', async () => {
    const overview = aiReviewsOverviewSchema.parse((await demo('GET', WIDGETS_PATHS.reviewsAi)).json());
    expect(overview).toMatchObject({ locked: false, minimumPackage: 100, model: 'standIn' });
    expect(overview.answersLeft).toBe(100);
    expect(overview.widgets.map((widget) => widget.name)).toEqual(['Aurora, Tverskaya', 'Aurora, Yekaterinburg']);
    const [first] = overview.widgets;
    const [stored] = await t.db.query<{ answered: number; open: number }>(
      'select count(*) filter (where answer_text is not null)::int as answered, count(*) filter (where answer_text is null)::int as open from reviews where widget_id = $1',
      [first?.id],
    );
    expect(first?.answered).toBe(stored?.answered);
    expect((first?.unanswered ?? 0) + (first?.drafted ?? 0)).toBe(stored?.open);
  });

  it('are locked without the feedback tariff: the overview says so and every other call answers 403', async () => {
    const stranger = callAs(t.app, (await registerUser(t.app, { email: 'ai.reviews.locked@example.com' })).token);
    const overview = aiReviewsOverviewSchema.parse((await stranger('GET', WIDGETS_PATHS.reviewsAi)).json());
    expect(overview).toMatchObject({ locked: true, widgets: [], answersLeft: 0 });
    const { id, ratingIds } = await demoWidget();
    const refused = await stranger('POST', fillPath(WIDGETS_PATHS.reviewsAiDraft, { id, ratingId: ratingIds[0] ?? '' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'AI_REVIEWS_TARIFF_REQUIRED' });
    expect((await stranger('GET', fillPath(WIDGETS_PATHS.reviewsAiRatings, { id }))).statusCode).toBe(403);
  });

  it('a tariff whose period ended locks them again', async () => {
    const { token } = await registerUser(t.app, { email: 'ai.reviews.expired@example.com' });
    await t.db.query(`insert into paid_coverage (user_id, tariff, target_id, paid_up_to) values ($1, 17, 'account', now() - interval '1 day')`, [userIdOf(token)]);
    const overview = aiReviewsOverviewSchema.parse((await callAs(t.app, token)('GET', WIDGETS_PATHS.reviewsAi)).json());
    expect(overview.locked).toBe(true);
  });

  it('drafts through the language model, takes one answer of the package per rating however often it is drafted, and approves the edited text as the answer', async () => {
    const model = recordingModel('Thank you, we are glad you liked it!');
    const service = reviewsAiService({ db: t.db, clock: systemClock, config: t.config }, model);
    const { id, ratingIds } = await demoWidget();
    const ratingId = ratingIds[0] ?? '';
    const before = await answersLeft(demoId);

    const drafted = await service.draft(demoId, id, ratingId);
    expect(drafted).toMatchObject({ state: 'drafted', draft: { text: 'Thank you, we are glad you liked it!', model: 'standIn' }, answer: null });
    expect(model.asked[0]?.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(await answersLeft(demoId)).toBe((before ?? 0) - 1);
    await service.draft(demoId, id, ratingId);
    expect(await answersLeft(demoId)).toBe((before ?? 0) - 1);

    // The ratings page shows the draft awaiting approval.
    const ratings = widgetRatingPageSchema.parse((await demo('GET', `${fillPath(WIDGETS_PATHS.reviewWidgetRatings, { id })}?period=all&pageSize=100`)).json());
    expect(ratings.items.find((item) => item.id === ratingId)?.answerState).toBe('drafted');

    const approved = await demo('PUT', fillPath(WIDGETS_PATHS.reviewsAiAnswer, { id, ratingId }), { text: '  Thank you, Anna! See you soon.  ' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'answered', answer: { text: 'Thank you, Anna! See you soon.' } });
    const [stored] = await t.db.query<{ answer_text: string }>('select answer_text from reviews where id = $1', [ratingId]);
    expect(stored?.answer_text).toBe('Thank you, Anna! See you soon.');
    const after = widgetRatingPageSchema.parse((await demo('GET', `${fillPath(WIDGETS_PATHS.reviewWidgetRatings, { id })}?period=all&pageSize=100`)).json());
    expect(after.items.find((item) => item.id === ratingId)).toMatchObject({ answerState: 'answered', answer: { text: 'Thank you, Anna! See you soon.' } });

    // An answered rating is drafted and approved no more.
    await expect(service.draft(demoId, id, ratingId)).rejects.toMatchObject({ statusCode: 409, code: 'RATING_ALREADY_ANSWERED' });
    expect((await demo('PUT', fillPath(WIDGETS_PATHS.reviewsAiAnswer, { id, ratingId }), { text: 'Again' })).json()).toMatchObject({ code: 'RATING_ALREADY_ANSWERED' });
  });

  it('refuses to approve a rating never drafted, an empty answer and an unknown rating, with 4xx', async () => {
    const { id, ratingIds } = await demoWidget();
    const never = ratingIds[ratingIds.length - 1] ?? '';
    expect((await demo('PUT', fillPath(WIDGETS_PATHS.reviewsAiAnswer, { id, ratingId: never }), { text: 'Hello' })).json()).toMatchObject({ code: 'AI_DRAFT_MISSING' });
    const empty = await demo('PUT', fillPath(WIDGETS_PATHS.reviewsAiAnswer, { id, ratingId: never }), { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { text: 'required' } });
    expect((await demo('POST', fillPath(WIDGETS_PATHS.reviewsAiDraft, { id, ratingId: 'not-a-rating' }))).statusCode).toBe(404);
    expect((await demo('GET', fillPath(WIDGETS_PATHS.reviewsAiRatings, { id: 'nope' }))).json()).toMatchObject({ code: 'WIDGET_NOT_FOUND' });
  });

  it('an empty package refuses a new rating (409) and keeps nothing; the model’s failure answers 502 and charges nothing', async () => {
    const { id, ratingIds } = await demoWidget();
    const ratingId = ratingIds[1] ?? '';
    const left = await answersLeft(demoId);
    const failing: LanguageModel = { kind: 'openAiCompatible', complete: () => Promise.reject(new LanguageModelError('failed', 'HTTP 500')) };
    await expect(reviewsAiService({ db: t.db, clock: systemClock, config: t.config }, failing).draft(demoId, id, ratingId)).rejects.toMatchObject({ statusCode: 502, code: 'LANGUAGE_MODEL_FAILED' });
    expect(await answersLeft(demoId)).toBe(left);

    await t.db.query('update users set available_ai_reviews_count = 0 where id = $1', [demoId]);
    const model = recordingModel();
    await expect(reviewsAiService({ db: t.db, clock: systemClock, config: t.config }, model).draft(demoId, id, ratingId)).rejects.toMatchObject({ statusCode: 409, code: 'AI_REVIEWS_EXHAUSTED' });
    const [kept] = await t.db.query<{ n: number }>('select count(*)::int as n from review_answer_drafts where review_id = $1', [ratingId]);
    expect(kept?.n).toBe(0);
    await t.db.query('update users set available_ai_reviews_count = $2 where id = $1', [demoId, left]);
  });

  it('asks for the answer in the widget’s language, with the rating and the review', () => {
    const [system, user] = draftPrompt({ rating: 2, text: 'Waited 40 minutes', clientName: 'Anna', masterName: 'Olga', services: ['Haircut'] }, 'Aurora', 'ru');
    expect(system?.content).toContain('in Russian');
    expect(user?.content).toBe('Rating: 2 of 5 stars.\nClient: Anna.\nMaster: Olga.\nServices: Haircut.\nReview: Waited 40 minutes');
  });
});
