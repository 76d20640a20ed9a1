import type { Queryable } from '../platform/db/Db';

/** The owner's answers the demo's answered ratings carry, by how the client rated. */
const ANSWERS = {
  good: 'Спасибо за отзыв! Ждём вас снова.',
  bad: 'Приносим извинения. Управляющая связалась с вами, чтобы всё исправить.',
} as const;

/**
 * The demo salon's two Review widgets, one per branch (Russian, the spec's "minimal rating for maps", the
 * default in Russia: rules.ts), and its Confirm widget without prices. The ratings its review requests
 * collected over the last year (insights' seed, which runs first) are each tied to the widget of their branch,
 * named as the branch is; about two in three clients sent to the maps clicked one, and most ratings older than
 * two days carry the owner's answer. Every figure is counted from these rows.
 */
export async function seedWidgets(tx: Queryable, demoId: string): Promise<void> {
  await tx.query(
    `insert into review_widgets (user_id, name, footer_text, language, answer_phone, notify_phone, notify_email,
       yandex_link, two_gis_link, google_link, minimal_rating, routing_mode, positive_text, negative_text, created_at, updated_at)
     values
       ($1, 'Aurora, Tverskaya', 'Салон «Аврора», ул. Тверская, 12', 'ru', '+74951234567', '+79001234567', 'demo@example.com',
        'https://yandex.ru/maps/org/aurora_tverskaya/1010101010/', 'https://2gis.ru/moscow/firm/70000001010101010',
        'https://maps.google.com/?cid=1010101010101010101', 4, 'minimalRating',
        'Спасибо! Будем рады, если вы расскажете о визите на карте.', 'Нам жаль, что визит вас огорчил. Управляющая свяжется с вами сегодня.',
        now() - interval '400 days', now() - interval '30 days'),
       ($1, 'Aurora, Yekaterinburg', 'Салон «Аврора», ул. Малышева, 51', 'ru', null, '+79001234567', null,
        'https://yandex.ru/maps/org/aurora_yekaterinburg/2020202020/', null, null, 5, 'allMaps',
        'Спасибо за оценку! Оставьте отзыв на Яндекс Картах.', 'Спасибо за честность: мы разберёмся и напишем вам.',
        now() - interval '380 days', now() - interval '380 days')`,
    [demoId],
  );
  await tx.query(
    `insert into confirm_widgets (user_id, show_price, show_master_name, show_confirm_button, show_cancel_button) values ($1, false, true, true, true)`,
    [demoId],
  );
  await tx.query(
    `update reviews r set widget_id = w.id
     from companies c, review_widgets w
     where r.user_id = $1 and c.id = r.company_id and w.user_id = r.user_id and w.name = c.name and r.created_at >= w.created_at`,
    [demoId],
  );
  // A click on each map the page offered (routing: minimalRating shows them at or above the minimal rating,
  // allMaps to everyone), for about two in three ratings, drawn from the rating's id so every seed is the same.
  await tx.query(
    `insert into review_widget_transitions (widget_id, review_id, map, created_at)
     select w.id, r.id, links.map, r.created_at + interval '1 minute'
     from reviews r
     join review_widgets w on w.id = r.widget_id
     cross join lateral (values ('yandex', w.yandex_link), ('twoGis', w.two_gis_link), ('google', w.google_link)) as links (map, link)
     where r.user_id = $1 and links.link is not null
       and (w.routing_mode = 'allMaps' or r.rating >= w.minimal_rating)
       and abs(hashtext(r.id::text || links.map)) % 100 < case when links.map = 'yandex' then 66 else 30 end`,
    [demoId],
  );
  await tx.query(
    `update reviews set answer_text = case when rating >= 4 then $2 else $3 end, answered_at = created_at + interval '5 hours'
     where user_id = $1 and widget_id is not null and created_at < now() - interval '2 days' and abs(hashtext(id::text || 'answered')) % 100 < 70`,
    [demoId, ANSWERS.good, ANSWERS.bad],
  );
  // The AI answers (reviewsAi.ts) run on the feedback tariff the demo paid for (payments/seed.ts).
}
