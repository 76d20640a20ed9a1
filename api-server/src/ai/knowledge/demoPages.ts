/*
 * The pages of the stand-in web site (standIns/pages.ts) that the demo businesses' assistants learned from
 * (knowledge/seed.ts), and one in English for tests and journeys: HTML as a site serves it, with navigation,
 * scripts and a form the reader (htmlText.ts) leaves out.
 */

export const PAGES_STAND_IN_PATH = 'stand-ins/web';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${title}</title><style>body{font-family:sans-serif}</style>` +
  `<script>window.analytics = [];</script></head><body><nav><a href="/">Главная</a> <a href="/prices">Цены</a></nav><main>${body}</main>` +
  '<footer><form><button>Подписаться</button></form></footer></body></html>';

/** The pages by their name in the address; the demo's businesses' and one in English for tests and journeys. */
export const STAND_IN_PAGES: Record<string, { html: string }> = {
  'salon-aurora-about': {
    html: page(
      'О салоне — Салон «Аврора»',
      `<h1>О салоне «Аврора»</h1>
       <p>Бесплатная парковка для гостей салона во дворе дома, въезд с Тверской улицы, первые два часа бесплатно.</p>
       <h2>Подарочные сертификаты</h2>
       <p>Подарочный сертификат на любую сумму от 1000 рублей действует 6 месяцев и продаётся на ресепшене.</p>
       <h2>Косметика</h2>
       <ul><li>Окрашивание — только профессиональные красители L'Oréal Professionnel и Wella.</li><li>Уход за ногтями — гель-лаки CND Shellac.</li></ul>
       <p>Детские стрижки — для детей от 3 лет, в сопровождении взрослого.</p>`,
    ),
  },
  'denta-plus-guarantees': {
    html: page(
      'Гарантии и подготовка к приёму — «Дента Плюс»',
      `<h1>Гарантии клиники «Дента Плюс»</h1>
       <p>Гарантия на пломбы — 1 год, на коронки и виниры — 3 года, на имплантаты — 5 лет при посещении профилактических осмотров раз в полгода.</p>
       <h2>Подготовка к приёму</h2>
       <p>Перед приёмом возьмите паспорт и полис ДМС, если он есть; детей до 15 лет сопровождает взрослый.</p>
       <table><tr><th>Налоговый вычет</th><td>справки для налогового вычета выдаём в течение 5 рабочих дней</td></tr></table>`,
    ),
  },
  'lotus-parking': {
    html:
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Parking and gift cards — Lotus salon</title></head><body>' +
      '<nav><a href="/">Home</a></nav><h1>Parking and gift cards</h1>' +
      '<p>Parking is free for our guests behind the salon, for up to two hours.</p>' +
      '<p>Gift cards of any amount from $20 are valid for six months.</p><script>track()</script></body></html>',
  },
};

