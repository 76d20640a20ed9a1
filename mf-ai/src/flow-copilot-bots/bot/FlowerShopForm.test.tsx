import { fireEvent, screen, within } from '@testing-library/react';
import { AI_DIALOGUE_PATHS } from '@cabinet/api/ai';
import { fillPath } from '@cabinet/api/core';
import { expectSaveRefusedWhileEmpty, makePlugins, PLUGINS_BOT as BOT, pluginSection, pluginsTab, renderPluginsTab } from '../../testing/pluginsTab';

it('needs the shop’s name and prices while on and a site that is an address, then saves the shop with the version', async () => {
  const api = pluginsTab(makePlugins({ flowerShop: { city: 'Kazan', version: 2 } })).on('PUT', AI_DIALOGUE_PATHS.plugin, () =>
    makePlugins({ flowerShop: { enabled: true, shopName: 'Pion', city: 'Kazan', site: 'https://pion.example', prices: 'Roses, 15 — 3500', version: 3 } }),
  );
  await renderPluginsTab(api);
  const shop = await pluginSection('Flower shop (flower_shop)');
  expect(within(shop).getByRole('textbox', { name: 'City' })).toHaveValue('Kazan');

  fireEvent.change(within(shop).getByRole('textbox', { name: 'Site' }), { target: { value: 'pion.example' } });
  await expectSaveRefusedWhileEmpty(api, shop, 'The assistant may tell about the shop', 2);
  expect(within(shop).getByText('Enter the full address, starting with http:// or https://')).toBeInTheDocument();

  fireEvent.change(within(shop).getByRole('textbox', { name: 'Shop name' }), { target: { value: 'Pion' } });
  fireEvent.change(within(shop).getByRole('textbox', { name: 'Site' }), { target: { value: 'https://pion.example' } });
  fireEvent.change(within(shop).getByRole('textbox', { name: 'Prices' }), { target: { value: 'Roses, 15 — 3500' } });
  fireEvent.click(within(shop).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The plugin is saved')).toBeInTheDocument();
  expect(api.callsTo(AI_DIALOGUE_PATHS.plugin, 'PUT').map((call) => [call.path, call.body])).toEqual([
    [fillPath(AI_DIALOGUE_PATHS.plugin, { id: BOT, kind: 'flower_shop' }), { enabled: true, shopName: 'Pion', city: 'Kazan', site: 'https://pion.example', address: '', prices: 'Roses, 15 — 3500', version: 2 }],
  ]);
});
