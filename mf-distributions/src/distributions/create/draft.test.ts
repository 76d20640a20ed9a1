import { distributionSchema, updateDistributionRequestSchema } from '@cabinet/api/distributions';
import { draftOf, isoOf, newDraft, requestOf } from './draft';

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
    const draft = { ...draftOf(saved, 'Europe/Moscow'), title: 'Autumn promo, edited' };
    expect(draft.version).toBe(4);
    const request = requestOf(draft, 'Europe/Moscow');
    expect(request).toMatchObject({ title: 'Autumn promo, edited', version: 4 });
    expect(updateDistributionRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends no version for a new mailing', () => {
    expect(requestOf(newDraft(new Date('2026-11-25T10:00:00Z'), 'Europe/Moscow'), 'Europe/Moscow')).not.toHaveProperty('version');
  });
});

describe('the draft’s start and end on the account’s clock (issue 36, item 15)', () => {
  const browserZone = process.env.TZ;
  beforeEach(() => {
    // The browser is in New York; the account's branch in Tokyo.
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = browserZone;
  });

  it('shows a saved start and end as the account’s clock reads them, and saves what is typed as that clock’s time', () => {
    const draft = draftOf({ ...saved, endAt: '2026-12-02T15:30:00.000Z' }, 'Asia/Tokyo');
    expect(draft.startAt).toBe('2026-12-01T19:00');
    expect(draft.endAt).toBe('2026-12-03T00:30');
    const request = requestOf({ ...draft, startAt: '2026-12-01T09:00' }, 'Asia/Tokyo');
    expect(request.startAt).toBe('2026-12-01T00:00:00.000Z');
    expect(request.endAt).toBe('2026-12-02T15:30:00.000Z');
  });

  it('starts a new mailing at the next whole hour of the account’s clock', () => {
    expect(newDraft(new Date('2026-11-25T10:20:00Z'), 'Asia/Kolkata').startAt).toBe('2026-11-25T16:00');
  });

  it('refuses a date the calendar has not', () => {
    expect(isoOf('2026-02-30T10:00', 'Asia/Tokyo')).toBeNull();
    expect(isoOf('', 'Asia/Tokyo')).toBeNull();
  });
});
