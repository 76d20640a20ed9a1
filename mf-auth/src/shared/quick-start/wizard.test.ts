import { blockerOf, nextStep, offerShown, previousStep, toggleGoal, type WizardChoices } from './wizard';

const none: WizardChoices = { goals: [], integration: null, startMode: null, plannedDay: null };

describe('the quick start steps', () => {
  it('goes goals, connect, review, start on the main variant and back again', () => {
    expect(nextStep('quickstart', 'goals')).toBe('connect');
    expect(nextStep('quickstart', 'review')).toBe('start');
    expect(nextStep('quickstart', 'start')).toBeNull();
    expect(previousStep('quickstart', 'goals')).toBeNull();
    expect(previousStep('quickstart', 'connect')).toBe('goals');
  });

  it('starts the clinic with the connection and leaves the review out of the AI dashboard', () => {
    expect(nextStep('medflexOnboarding', 'connect')).toBe('goals');
    expect(nextStep('dashboardQuickStart', 'connect')).toBe('start');
  });

  it('needs a goal before leaving the goals', () => {
    expect(blockerOf('quickstart', 'goals', none)).toBe('quickStart.goals.required');
    expect(blockerOf('quickstart', 'goals', { ...none, goals: ['revisit'] })).toBeNull();
  });

  it('needs a booking system before the review, unless the variant has its own', () => {
    const withGoal = { ...none, goals: ['feedback' as const] };
    expect(blockerOf('quickstart', 'connect', withGoal)).toBe('quickStart.integration.required');
    expect(blockerOf('quickstart', 'connect', { ...withGoal, integration: 'iikocrm' })).toBeNull();
    expect(blockerOf('quickstartYclients', 'connect', withGoal)).toBeNull();
  });

  it('needs the day of a planned start', () => {
    const ready: WizardChoices = { goals: ['revisit'], integration: 'yclients', startMode: 'planned', plannedDay: null };
    expect(blockerOf('quickstart', 'start', ready)).toBe('quickStart.plannedDay.required');
    expect(blockerOf('quickstart', 'start', { ...ready, plannedDay: 'tomorrow' })).toBeNull();
    expect(blockerOf('quickstart', 'start', { ...ready, startMode: 'manager' })).toBeNull();
  });

  it("keeps the goals in the variant's order and offers only its own", () => {
    expect(toggleGoal('quickstart', ['rating'], 'revisit', true)).toEqual(['revisit', 'rating']);
    expect(toggleGoal('quickstart', ['revisit', 'rating'], 'revisit', false)).toEqual(['rating']);
    expect(toggleGoal('medflexOnboarding', [], 'profitability', true)).toEqual([]);
  });
});

describe('the subscription offer', () => {
  it('shows on booking-system hosts to rouble and hryvnia countries only', () => {
    expect(offerShown([0, 1, 3], 1)).toBe(true);
    expect(offerShown([0, 1, 3], 4)).toBe(true);
    expect(offerShown([0, 1, 3], 55)).toBe(false);
    expect(offerShown([13], 1)).toBe(false);
  });
});
