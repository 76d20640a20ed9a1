import { configure, fireEvent, screen } from '@testing-library/react';
import { AI_PUBLIC_PATHS } from '@cabinet/api/ai';
import { apiError, fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { AiChatView } from './AiChatView';

configure({ asyncUtilTimeout: 5000 });

const BOT = '3f7b2c1e-8a4d-4e2f-9b6a-1c2d3e4f5a6b';
const answer = {
  text: 'Stand-in model: “[1] Can I pay by card? — Yes: cash, card, layaway or QR.”',
  answeredBy: { kind: 'standIn', model: 'gpt-4o-mini' },
  citations: [{ number: 1, sourceId: 's1', sourceName: 'Can I pay by card?', kind: 'qa', text: 'Can I pay by card? — Yes: cash, card, layaway or QR.' }],
};

const render = (api: ReturnType<typeof fakeApi>) => renderScreen(<AiChatView botId={BOT} brandName="Cabinet" />, { route: 'aiChat', params: { botId: BOT }, api: api.handler });
const ask = (text: string) => {
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
};

it('sends the dialogue and shows the answer with its sources and which model answered', async () => {
  const api = fakeApi()
    .on('GET', AI_PUBLIC_PATHS.publicBot, () => ({ id: BOT, name: 'Lotus', language: 'en' }))
    .on('POST', AI_PUBLIC_PATHS.publicChat, () => answer);
  await render(api);
  expect(await screen.findByRole('heading', { level: 1, name: 'Chat with Lotus' })).toBeInTheDocument();
  ask('Do you take a card?');
  expect(await screen.findByText('Sources')).toBeInTheDocument();
  expect(screen.getByRole('listitem')).toHaveTextContent('Can I pay by card?');
  expect(screen.getByText(/local stand-in model/)).toBeInTheDocument();
  ask('And QR?');
  await screen.findAllByText('Sources');
  expect(api.callsTo(AI_PUBLIC_PATHS.publicChat, 'POST')[1]?.body).toEqual({
    messages: [
      { role: 'client', text: 'Do you take a card?' },
      { role: 'assistant', text: answer.text },
      { role: 'client', text: 'And QR?' },
    ],
  });
});

it('tells the visitor the assistant’s limit is exhausted', async () => {
  const api = fakeApi()
    .on('GET', AI_PUBLIC_PATHS.publicBot, () => ({ id: BOT, name: 'Lotus', language: 'en' }))
    .on('POST', AI_PUBLIC_PATHS.publicChat, () => apiError(402, 'COPILOT_BOT_NO_BALANCE', 'The assistant’s balance is exhausted'));
  await render(api);
  await screen.findByRole('heading', { level: 1, name: 'Chat with Lotus' });
  ask('Hello');
  expect(await screen.findByText('The assistant’s limit is exhausted: it answers again once the business tops up its balance.')).toBeInTheDocument();
});

it('says a switched-off or unknown assistant does not exist', async () => {
  await render(fakeApi().on('GET', AI_PUBLIC_PATHS.publicBot, () => apiError(404, 'COPILOT_BOT_NOT_FOUND', 'AI assistant not found')));
  expect(await screen.findByText('This assistant does not exist or is switched off.')).toBeInTheDocument();
});
