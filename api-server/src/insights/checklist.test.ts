import { checklistOf, type ChecklistFacts } from './checklist';

const none: ChecklistFacts = { connectChannel: false, connectBookingSystem: false, turnOnFlow: false, sendTest: false, goLive: false, pay: false, testFlowId: null };

describe("the checklist's state", () => {
  it('lists every step in order, done as the account says', () => {
    const { steps } = checklistOf({ ...none, connectChannel: true, pay: true }, null);
    expect(steps.map((step) => step.id)).toEqual(['connectChannel', 'connectBookingSystem', 'turnOnFlow', 'sendTest', 'goLive', 'pay']);
    expect(steps.filter((step) => step.done).map((step) => step.id)).toEqual(['connectChannel', 'pay']);
  });

  it('counts only the first three steps toward the gift, earned when all three are done', () => {
    expect(checklistOf({ ...none, connectChannel: true, sendTest: true, goLive: true, pay: true }, null).gift).toMatchObject({ stepsDone: 1, earned: false, grantedAt: null });
    expect(checklistOf({ ...none, connectChannel: true, connectBookingSystem: true, turnOnFlow: true }, null).gift).toMatchObject({ stepsDone: 3, stepsRequired: 3, months: 3, earned: true });
  });

  it('shows a grant as it was made', () => {
    const gift = checklistOf(none, { grantedAt: new Date('2026-11-25T10:00:00Z'), grantedUntil: new Date('2027-02-25T10:00:00Z') }).gift;
    expect(gift).toMatchObject({ grantedAt: '2026-11-25T10:00:00.000Z', grantedUntil: '2027-02-25T10:00:00.000Z' });
  });
});

describe('the flow a step is about', () => {
  it('names the test-mode flow for sending a test and going live while they are to do, and nothing once done', () => {
    const toDo = checklistOf({ ...none, testFlowId: 'f-1' }, null).steps;
    expect(toDo.map((step) => [step.id, step.flowId])).toEqual([
      ['connectChannel', null],
      ['connectBookingSystem', null],
      ['turnOnFlow', null],
      ['sendTest', 'f-1'],
      ['goLive', 'f-1'],
      ['pay', null],
    ]);
    const sent = checklistOf({ ...none, sendTest: true, testFlowId: 'f-1' }, null).steps;
    expect(sent.find((step) => step.id === 'sendTest')?.flowId).toBeNull();
  });
});
