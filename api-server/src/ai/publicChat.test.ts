import { publicChatOriginAllowed } from './publicChat';

const development = { configured: [], development: true };
const production = { configured: ['https://ai.salonnotify.example'], development: false };

it('lets every branded host of the cabinet open its own public chat, in development their local names too', () => {
  for (const origin of ['http://localhost:3000', 'http://ai.localhost:3000', 'http://clinic.localhost:6300', 'http://127.0.0.1:3000']) {
    expect(publicChatOriginAllowed([], origin, development)).toBe(true);
  }
  expect(publicChatOriginAllowed([], 'https://ai.salonnotify.example', production)).toBe(true);
  expect(publicChatOriginAllowed([], 'http://ai.localhost:3000', production)).toBe(false);
});

it('refuses any other site unless the owner listed it, and a page with no browser is not asked', () => {
  expect(publicChatOriginAllowed([], 'https://lotus-salon.example', development)).toBe(false);
  expect(publicChatOriginAllowed([], 'http://localhost.evil.example', development)).toBe(false);
  expect(publicChatOriginAllowed(['https://lotus-salon.example'], 'https://lotus-salon.example', production)).toBe(true);
  expect(publicChatOriginAllowed([], undefined, production)).toBe(true);
});
