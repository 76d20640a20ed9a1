import { saveChecklistRequestSchema, scoreConversation, type ScoredCriterion } from '@cabinet/api/quality';

const criterion = (weight: number, outcome: ScoredCriterion['outcome'], fatal = false): ScoredCriterion => ({ weight, outcome, fatal });

describe('a conversation’s score against its checklist', () => {
  it('is the weight of the criteria met over the weight of those that applied, in whole percent', () => {
    expect(scoreConversation([criterion(8, 'passed'), criterion(3, 'failed'), criterion(5, 'notApplicable')])).toEqual({ score: 73, fatalFailed: false });
    expect(scoreConversation([criterion(1, 'passed'), criterion(1, 'passed')])).toEqual({ score: 100, fatalFailed: false });
  });

  it('is 0 and failed when a fatal criterion is missed, whatever else was met', () => {
    expect(scoreConversation([criterion(10, 'passed'), criterion(9, 'passed'), criterion(1, 'failed', true)])).toEqual({ score: 0, fatalFailed: true });
  });

  it('counts a fatal criterion that was met or did not apply like any other', () => {
    expect(scoreConversation([criterion(10, 'passed', true), criterion(10, 'failed'), criterion(5, 'notApplicable', true)])).toEqual({ score: 50, fatalFailed: false });
  });

  it('has no score when no criterion applied', () => {
    expect(scoreConversation([criterion(5, 'notApplicable')])).toEqual({ score: null, fatalFailed: false });
    expect(scoreConversation([])).toEqual({ score: null, fatalFailed: false });
  });
});

describe('saving a checklist', () => {
  const codes = (input: unknown) => {
    const result = saveChecklistRequestSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('trims names, defaults the description and fatal flag', () => {
    expect(saveChecklistRequestSchema.parse({ version: 0, items: [{ title: '  Greeted the client ', weight: 4 }] })).toEqual({
      version: 0,
      items: [{ title: 'Greeted the client', description: '', weight: 4, fatal: false }],
    });
  });

  it('refuses an empty list and one of more than 30 criteria at the list', () => {
    expect(codes({ version: 0, items: [] })).toEqual({ items: 'checklist.empty' });
    const many = Array.from({ length: 31 }, (_, index) => ({ title: `Criterion ${index}`, weight: 1 }));
    expect(codes({ version: 0, items: many })).toEqual({ items: 'checklist.tooMany' });
  });

  it('refuses a blank or repeated name (case, spacing and ё aside) and a weight outside 1–10 or not whole, at the criterion', () => {
    expect(
      codes({
        version: 1,
        items: [
          { title: 'Назвал цену', weight: 5 },
          { title: '  назвал   ЦЕНУ ', weight: 5 },
          { title: ' ', weight: 5 },
          { title: 'Ещё', weight: 0 },
          { title: 'Еще раз', weight: 2.5 },
          { title: 'Ещё раз', weight: 11 },
        ],
      }),
    ).toEqual({
      'items.1.title': 'checklist.duplicateTitle',
      'items.2.title': 'required',
      'items.3.weight': 'checklist.weightRange',
      'items.4.weight': 'checklist.weightRange',
      'items.5.title': 'checklist.duplicateTitle',
      'items.5.weight': 'checklist.weightRange',
    });
  });
});
