import type { CompanyProfile } from '@cabinet/api/ai';
import type { Queryable } from '../../platform/db/Db';
import { htmlToText } from './htmlText';
import { profilePassages } from './profileText';
import { splitIntoPassages } from './split';
import { PAGES_STAND_IN_PATH, STAND_IN_PAGES } from './demoPages';

type Profile = Pick<CompanyProfile, 'name' | 'address' | 'workHours' | 'links' | 'paymentMethods'>;

/** The demo assistants' company profiles and the stand-in site's page each learned from (by the assistant's name). */
const DEMO_KNOWLEDGE: ReadonlyArray<{ bot: string; profile: Profile; page: string }> = [
  {
    bot: 'Салон «Аврора»',
    profile: {
      name: 'Салон красоты «Аврора»',
      address: 'Москва, ул. Тверская, 12 (м. Пушкинская); Екатеринбург, ул. Малышева, 51',
      workHours: 'Каждый день с 9:00 до 21:00, без перерыва и выходных',
      links: ['https://aurora-salon.example/', 'https://t.me/aurora_salon_example'],
      paymentMethods: ['cash', 'card', 'qr'],
    },
    page: 'salon-aurora-about',
  },
  {
    bot: 'Клиника «Дента Плюс»',
    profile: {
      name: 'Стоматологическая клиника «Дента Плюс»',
      address: 'Москва, Ленинский проспект, 45, вход со двора, 2 этаж',
      workHours: 'Понедельник — суббота с 8:00 до 20:00, воскресенье — выходной',
      links: ['https://denta-plus.example/'],
      paymentMethods: ['cash', 'card', 'layaway', 'qr'],
    },
    page: 'denta-plus-guarantees',
  },
];

/** The development API's default address, where a seed without one (the tests' templates) says the stand-in site is. */
const DEFAULT_ORIGIN = 'http://localhost:3100';

/**
 * Each demo assistant's company profile and one web page of the stand-in site, indexed as the job queue would
 * index them (the same reader, splitter and text search configuration), so the demo answers from them at once.
 * The page's address is on the development API (`publicUrl`), where the stand-in site is mounted, so "fetch
 * again" reads it there.
 */
export async function seedKnowledge(tx: Queryable, demoId: string, publicUrl: string = DEFAULT_ORIGIN): Promise<void> {
  for (const { bot, profile, page } of DEMO_KNOWLEDGE) {
    const [row] = await tx.query<{ id: string }>(`select id from copilot_bots where user_id = $1 and name = $2`, [demoId, bot]);
    if (!row) continue;
    await tx.query(
      `insert into copilot_bot_profiles (bot_id, name, address, work_hours, links, payment_methods) values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
      [row.id, profile.name, profile.address, profile.workHours, JSON.stringify(profile.links), JSON.stringify(profile.paymentMethods)],
    );
    const html = STAND_IN_PAGES[page]?.html ?? '';
    const read = htmlToText(html);
    const sources: Array<{ kind: 'profile' | 'url'; name: string; url: string | null; size: number | null; passages: string[] }> = [
      { kind: 'url', name: read.title, url: `${publicUrl}/${PAGES_STAND_IN_PATH}/${page}`, size: Buffer.byteLength(html), passages: splitIntoPassages(read.text) },
      { kind: 'profile', name: profile.name, url: null, size: null, passages: profilePassages(profile, 'ru') },
    ];
    for (const source of sources) {
      const [inserted] = await tx.query<{ id: string }>(
        `insert into copilot_bot_sources (bot_id, kind, name, url, size_bytes, state, created_at, updated_at)
         values ($1, $2, $3, $4, $5, 'ready', now() - interval '20 days', now() - interval '20 days') returning id`,
        [row.id, source.kind, source.name, source.url, source.size],
      );
      await tx.query(
        `insert into copilot_bot_passages (source_id, bot_id, position, text, tsv)
         select $1, $2, ordinality - 1, passage, to_tsvector('russian', passage) from unnest($3::text[]) with ordinality as passage`,
        [inserted?.id, row.id, source.passages],
      );
    }
  }
}
