import type { PlannedDay, QuickStartGoal, QuickStartRuleCode, QuickStartStep, QuickStartVariant, StartMode } from '@cabinet/api/account';
import type { FlowIntegration } from '@cabinet/api/flows';
import type { MessageDescriptor } from '@cabinet/i18n';

export const messages = {
  loading: /*i18n*/ { id: 'auth.quickStart.loading', message: 'Loading the quick start' },
  loadFailed: /*i18n*/ { id: 'auth.quickStart.loadFailed', message: 'The quick start could not be loaded' },
  retry: /*i18n*/ { id: 'auth.quickStart.retry', message: 'Try again' },
  saveFailed: /*i18n*/ { id: 'auth.quickStart.saveFailed', message: 'Your choice could not be saved' },
  completeFailed: /*i18n*/ { id: 'auth.quickStart.completeFailed', message: 'The flows could not be created' },
  stepsLabel: /*i18n*/ { id: 'auth.quickStart.steps', message: 'Quick start steps' },
  stepNumber: /*i18n*/ { id: 'auth.quickStart.stepNumber', message: 'Step {number} of {total}' },
  back: /*i18n*/ { id: 'auth.quickStart.back', message: 'Back' },
  next: /*i18n*/ { id: 'auth.quickStart.next', message: 'Next' },
  finish: /*i18n*/ { id: 'auth.quickStart.finish', message: 'Start' },
  goalsLegend: /*i18n*/ { id: 'auth.quickStart.goals.legend', message: 'What do you want to achieve? Choose one or more goals.' },
  systemLegend: /*i18n*/ { id: 'auth.quickStart.system.legend', message: 'Which system do your bookings or orders live in?' },
  presetSystem: /*i18n*/ { id: 'auth.quickStart.system.preset', message: 'The flows are set up for {system}.' },
  connectionsFailed: /*i18n*/ { id: 'auth.quickStart.connectionsFailed', message: 'The connected systems could not be loaded' },
  connected: /*i18n*/ { id: 'auth.quickStart.connected', message: 'Connected: {names}' },
  notConnected: /*i18n*/ { id: 'auth.quickStart.notConnected', message: '{system} is not connected yet. The flows are created now and start sending once it is.' },
  connectLink: /*i18n*/ { id: 'auth.quickStart.connectLink', message: 'Connect {system}' },
  reviewIntro: /*i18n*/ { id: 'auth.quickStart.review.intro', message: 'Your goals create these flows:' },
  templatesFailed: /*i18n*/ { id: 'auth.quickStart.templatesFailed', message: 'The flows could not be loaded' },
  noFlows: /*i18n*/ { id: 'auth.quickStart.noFlows', message: 'These goals create no flows for this system.' },
  notInTariff: /*i18n*/ { id: 'auth.quickStart.notInTariff', message: 'not in your tariff, left out' },
  analyticsNote: /*i18n*/ { id: 'auth.quickStart.analyticsNote', message: 'Masters analytics needs no flow: it is in the analytics section.' },
  testModeNote: /*i18n*/ { id: 'auth.quickStart.testModeNote', message: 'Every flow begins in test mode: messages go to your own phone until you switch it to clients.' },
  startLegend: /*i18n*/ { id: 'auth.quickStart.start.legend', message: 'When should the flows start?' },
  dayLegend: /*i18n*/ { id: 'auth.quickStart.day.legend', message: 'On which day?' },
  offer: /*i18n*/ {
    id: 'auth.quickStart.offer',
    message: 'Try it free for {days} days. After the trial the subscription costs {price} roubles and is charged automatically.',
  },
  offerLink: /*i18n*/ { id: 'auth.quickStart.offerLink', message: 'Choose a subscription' },
  offerStart: /*i18n*/ { id: 'auth.quickStart.offerStart', message: 'Start the free trial' },
  doneTitle: /*i18n*/ { id: 'auth.quickStart.done.title', message: 'The quick start is done' },
  doneNow: /*i18n*/ { id: 'auth.quickStart.done.now', message: 'The flows are working in test mode.' },
  donePlanned: /*i18n*/ { id: 'auth.quickStart.done.planned', message: 'The flows start {day} at 09:00, in test mode.' },
  doneManager: /*i18n*/ { id: 'auth.quickStart.done.manager', message: 'A manager will contact you to set everything up. The flows wait paused, in test mode.' },
  doneCount: /*i18n*/ { id: 'auth.quickStart.done.count', message: '{count, plural, =0 {No flows were created.} one {# flow was created:} other {# flows were created:}}' },
  testMode: /*i18n*/ { id: 'auth.quickStart.testMode', message: 'test mode' },
  toFlows: /*i18n*/ { id: 'auth.quickStart.toFlows', message: 'Go to the flows' },
} satisfies Record<string, MessageDescriptor>;

export const STEP_LABELS: Record<QuickStartStep, MessageDescriptor> = {
  goals: /*i18n*/ { id: 'auth.quickStart.step.goals', message: 'Goals' },
  connect: /*i18n*/ { id: 'auth.quickStart.step.connect', message: 'Connection' },
  review: /*i18n*/ { id: 'auth.quickStart.step.review', message: 'Flows' },
  start: /*i18n*/ { id: 'auth.quickStart.step.start', message: 'Start' },
};

export const GOALS: Record<QuickStartGoal, { title: MessageDescriptor; description: MessageDescriptor }> = {
  profitability: {
    title: /*i18n*/ { id: 'auth.quickStart.goal.profitability', message: 'Client profitability' },
    description: /*i18n*/ { id: 'auth.quickStart.goal.profitability.description', message: 'Offer related services and greet clients on their birthday.' },
  },
  revisit: {
    title: /*i18n*/ { id: 'auth.quickStart.goal.revisit', message: 'Client revisit' },
    description: /*i18n*/ { id: 'auth.quickStart.goal.revisit.description', message: 'Invite clients back 30 days after their last visit.' },
  },
  feedback: {
    title: /*i18n*/ { id: 'auth.quickStart.goal.feedback', message: 'Feedback request' },
    description: /*i18n*/ { id: 'auth.quickStart.goal.feedback.description', message: 'Ask every client how the visit went.' },
  },
  rating: {
    title: /*i18n*/ { id: 'auth.quickStart.goal.rating', message: 'Raise the rating' },
    description: /*i18n*/ { id: 'auth.quickStart.goal.rating.description', message: 'Send happy clients to the maps and catch bad reviews first.' },
  },
  dailyReport: {
    title: /*i18n*/ { id: 'auth.quickStart.goal.dailyReport', message: 'Daily report' },
    description: /*i18n*/ { id: 'auth.quickStart.goal.dailyReport.description', message: "Get the day's figures every evening." },
  },
  mastersAnalytics: {
    title: /*i18n*/ { id: 'auth.quickStart.goal.mastersAnalytics', message: 'Masters analytics' },
    description: /*i18n*/ { id: 'auth.quickStart.goal.mastersAnalytics.description', message: 'See how each master brings clients back.' },
  },
};

export const INTEGRATIONS: Record<FlowIntegration, MessageDescriptor> = {
  yclients: /*i18n*/ { id: 'auth.quickStart.system.yclients', message: 'YCLIENTS' },
  altegio: /*i18n*/ { id: 'auth.quickStart.system.altegio', message: 'Altegio' },
  iikocrm: /*i18n*/ { id: 'auth.quickStart.system.iiko', message: 'iiko' },
  apicrm: /*i18n*/ { id: 'auth.quickStart.system.api', message: 'Another system, through the API' },
};

export const START_MODE_LABELS: Record<StartMode, MessageDescriptor> = {
  now: /*i18n*/ { id: 'auth.quickStart.start.now', message: 'Start now' },
  planned: /*i18n*/ { id: 'auth.quickStart.start.planned', message: 'Plan the start' },
  manager: /*i18n*/ { id: 'auth.quickStart.start.manager', message: 'Start with a manager' },
};

export const PLANNED_DAY_LABELS: Record<PlannedDay, MessageDescriptor> = {
  today: /*i18n*/ { id: 'auth.quickStart.day.today', message: 'today' },
  tomorrow: /*i18n*/ { id: 'auth.quickStart.day.tomorrow', message: 'tomorrow' },
  dayAfter: /*i18n*/ { id: 'auth.quickStart.day.dayAfter', message: 'the day after tomorrow' },
};

export const RULES: Record<QuickStartRuleCode, MessageDescriptor> = {
  'quickStart.goals.required': /*i18n*/ { id: 'auth.quickStart.rule.goals', message: 'Choose at least one goal' },
  'quickStart.integration.required': /*i18n*/ { id: 'auth.quickStart.rule.integration', message: 'Choose the system your bookings or orders live in' },
  'quickStart.plannedDay.required': /*i18n*/ { id: 'auth.quickStart.rule.plannedDay', message: 'Choose the day of the start' },
  'quickStart.goal.notOffered': /*i18n*/ { id: 'auth.quickStart.rule.goalNotOffered', message: 'This goal is not offered here' },
};

export const VARIANT_INTROS: Record<QuickStartVariant, MessageDescriptor> = {
  quickstart: /*i18n*/ { id: 'auth.quickStart.intro.quickstart', message: 'Four steps from an empty account to your first messages.' },
  onboarding: /*i18n*/ { id: 'auth.quickStart.intro.onboarding', message: 'Welcome! Four steps from an empty account to your first messages.' },
  quickstartYclients: /*i18n*/ { id: 'auth.quickStart.intro.yclients', message: 'Set up messages for your YCLIENTS salon in four steps.' },
  quickstartAltegio: /*i18n*/ { id: 'auth.quickStart.intro.altegio', message: 'Set up messages for your Altegio business in four steps.' },
  medflexOnboarding: /*i18n*/ { id: 'auth.quickStart.intro.medflex', message: 'Connect your clinic through Medflex and choose what patients receive.' },
  dashboardQuickStart: /*i18n*/ { id: 'auth.quickStart.intro.dashboard', message: 'Add a business to the dashboard: choose what to watch and connect it.' },
};
