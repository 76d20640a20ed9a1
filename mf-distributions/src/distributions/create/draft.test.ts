import { distributionSchema, updateDistributionRequestSchema } from '@cabinet/api/distributions';
import { draftOf, newDraft, requestOf } from './draft';

const saved = distributionSchema.parse({
  id: '7a1c2f0e-0000-4000-8000-000000000001',
  title: 'Autumn promo',
  type: 'whatsapp',
  mode: 'combat',
  text: 'Hello, {clientName}! {ignoreLink}',
  image: null,
  startAt: '2026-12-01T10:00:00.000Z',
  endAt: null,
  daysOfWeek: [1, 2, 3],
  beginHour: 10,
  endHour: 20,
  perDay: 300,
  aiAssistantId: null,
  status: 'inQueue',
  recipients: 3,
  sent: 0,
  delivered: 0,
  read: 0,
  replied: 0,
  progress: 0,
  audienceSource: 'list',
  fileName: 'clients.csv',
  clientFilter: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  editedAt: '2026-11-25T10:00:00.000Z',
  lastStart: null,
  finishedAt: null,
  version: 4,
});

describe('the draft and the version it is based on (issue 14)', () => {
  it('edits a saved mailing from its version and sends that version with the save', () => {
    const draft = { ...draftOf(saved), title: 'Autumn promo, edited' };
    expect(draft.version).toBe(4);
    const request = requestOf(draft);
    expect(request).toMatchObject({ title: 'Autumn promo, edited', version: 4 });
    expect(updateDistributionRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends no version for a new mailing', () => {
    expect(requestOf(newDraft(new Date('2026-11-25T10:00:00Z')))).not.toHaveProperty('version');
  });
});
