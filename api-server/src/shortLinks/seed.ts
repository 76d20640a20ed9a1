import type { Queryable } from '../platform/db/Db';

/** Three links with fixed, readable codes (tests and demos open /to/DemoBook/), two of them clicked. */
export async function seedShortLinks(tx: Queryable, demoId: string): Promise<void> {
  const links = [
    ['Online booking', 'https://example.com/booking', 'DemoBook', 14],
    ['Price list', 'https://example.com/prices', 'DemoPrice', 5],
    ['Gift certificates', 'https://example.com/gifts', 'DemoGift', 0],
  ] as const;
  for (const [title, url, encodedId, clicks] of links) {
    const [link] = await tx.query<{ id: string }>(
      `insert into short_links (user_id, encoded_id, url, title, clicks, last_click_at)
       values ($1, $2, $3, $4, $5, case when $5 > 0 then now() - interval '1 hour' end) returning id`,
      [demoId, encodedId, url, title, clicks],
    );
    if (clicks > 0 && link) {
      await tx.query(
        `insert into short_link_clicks (link_id, clicked_at, user_agent)
         select $1, now() - interval '1 hour' - make_interval(hours => n * 7), 'Mozilla/5.0 (iPhone)' from generate_series(0, $2::int - 1) as n`,
        [link.id, clicks],
      );
    }
  }
}
