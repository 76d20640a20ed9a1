import type { CopilotBot } from '@cabinet/api/ai';

/** A stored assistant as the API answers it; tests override what they look at. */
export function makeBot(overrides: Partial<CopilotBot> = {}): CopilotBot {
  return {
    id: '3f7b2c1e-8a4d-4e2f-9b6a-1c2d3e4f5a6b',
    name: 'Lotus front desk',
    language: 'en',
    enabled: true,
    state: 'active',
    channel: { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', kind: 'whatsapp', name: 'Salon WhatsApp', phone: '+79001234567' },
    dialoguesToday: 4,
    balanceCents: 4250,
    instruction: 'We are open every day from 10:00 to 20:00.',
    temperature: 0.3,
    model: 'gpt-4o-mini',
    workHoursFrom: -1,
    workHoursTo: -1,
    answersOutsideWorkHours: false,
    startPhrases: ['hello'],
    stopPhrases: ['call a person'],
    pauseMinutes: 30,
    version: 2,
    createdAt: '2026-10-10T10:00:00.000Z',
    updatedAt: '2026-11-10T10:00:00.000Z',
    ...overrides,
  };
}
