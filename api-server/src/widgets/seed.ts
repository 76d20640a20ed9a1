import type { Queryable } from '../platform/db/Db';

/**
 * The demo salon's two Review widgets, one per branch (Russian, the spec's "minimal rating for maps", the
 * default in Russia: rules.ts), and its Confirm widget without prices. Their ratings and transitions are
 * stored rows the figures are counted from, seeded by a later step of issue 32.
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
}
