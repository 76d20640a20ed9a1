import { TARIFFS, type AllowedServices } from '@cabinet/api/payments';
import { configOf, effectiveAutoPay, emptyChoice, initialTariff, needsTargets, servicesForHost } from './paymentForm';

const services: AllowedServices['services'] = [
  { tariff: 1, covers: 'companies', targets: [], paidUpTo: null },
  { tariff: 13, covers: 'instances', targets: [], paidUpTo: null },
  { tariff: 20, covers: 'account', targets: [], paidUpTo: null },
  { tariff: 25, covers: 'medflexLpus', targets: [], paidUpTo: null },
];

describe('the payment page state', () => {
  it('offers only what the host allows, in its order', () => {
    expect(servicesForHost(services, [20, 13]).map((service) => service.tariff)).toEqual([20, 13]);
    expect(servicesForHost(services, [25]).map((service) => service.tariff)).toEqual([25]);
  });

  it('tops up an AI assistant from its balance on a host that shows assistants without selling the AI tariff', () => {
    const topUp = { copilotBotId: '3f7b2c1e-8a4d-4e2f-9b6a-1c2d3e4f5a6b', usd: 20 };
    for (const hostTariffs of [[25], [13]]) {
      const sold = servicesForHost(services, hostTariffs, true);
      expect(sold.map((service) => service.tariff)).toEqual([...hostTariffs, 20]);
      expect(initialTariff(sold, '20')).toBe(20);
      expect(configOf(emptyChoice(initialTariff(sold, '20'), topUp), 'u1')).toMatchObject({ tariff: 20, aiBalanceAmountInUsd: 20, copilotBotId: topUp.copilotBotId });
    }
    expect(servicesForHost(services, [20, 13], true).map((service) => service.tariff)).toEqual([20, 13]);
  });

  it('preselects the plan a link asks for when the host sells it', () => {
    expect(initialTariff(services, '1')).toBe(1);
    expect(initialTariff(services, '99')).toBe(1);
    expect(initialTariff(servicesForHost(services, [13]), '1')).toBe(13);
    expect(initialTariff([], null)).toBeNull();
  });

  it('opens unasked on the plan the account pays for, the one paid up to the latest date', () => {
    const company = { id: 'c1', name: 'Aurora', activeMastersCount: 4, paidUpTo: '2026-12-18T00:00:00.000Z' };
    const paying: AllowedServices['services'] = [
      { tariff: 0, covers: 'companies', targets: [{ ...company, paidUpTo: null }], paidUpTo: null },
      { tariff: 1, covers: 'companies', targets: [company], paidUpTo: null },
      { tariff: 20, covers: 'account', targets: [], paidUpTo: '2026-12-01T00:00:00.000Z' },
    ];
    expect(initialTariff(paying, null)).toBe(1);
    expect(initialTariff(paying, '20')).toBe(20);
    expect(initialTariff(services, null)).toBe(1);
  });

  it('cannot price a plan until something it covers is chosen', () => {
    const choice = emptyChoice(TARIFFS.pro);
    expect(needsTargets(choice)).toBe(true);
    expect(configOf(choice, 'u1')).toBeNull();
    const chosen = { ...choice, targetIds: ['c1'] };
    expect(configOf(chosen, 'u1')).toMatchObject({ tariff: 1, internalYclientsCompaniesIds: ['c1'], chatApiAccountsIds: [], month: 1 });
  });

  it('turns auto-pay off with a promo code and for the AI assistant', () => {
    expect(effectiveAutoPay(emptyChoice(TARIFFS.pro))).toBe(true);
    expect(effectiveAutoPay({ ...emptyChoice(TARIFFS.pro), promo: 'FRIEND' })).toBe(false);
    expect(effectiveAutoPay(emptyChoice(TARIFFS.aiAssistant))).toBe(false);
    expect(configOf({ ...emptyChoice(TARIFFS.amoCrm), promo: 'FRIEND' }, 'u1')).toMatchObject({ promo: 'FRIEND', isAutoPay: false });
  });

  it('starts the top-ups at their minimums', () => {
    expect(configOf(emptyChoice(TARIFFS.smsModule), 'u1')).toMatchObject({ messageCount: 500 });
    expect(configOf(emptyChoice(TARIFFS.aiAssistant), 'u1')).toMatchObject({ aiBalanceAmountInUsd: 20, isAutoPay: false });
  });

  it('tops up the AI assistant a link names, never under $20, and only on the AI tariff', () => {
    const bot = '3f7b2c1e-8a4d-4e2f-9b6a-1c2d3e4f5a6b';
    expect(configOf(emptyChoice(TARIFFS.aiAssistant, { copilotBotId: bot, usd: 50 }), 'u1')).toMatchObject({ tariff: 20, aiBalanceAmountInUsd: 50, copilotBotId: bot, isAutoPay: false });
    expect(configOf(emptyChoice(TARIFFS.aiAssistant, { copilotBotId: bot, usd: 5 }), 'u1')).toMatchObject({ aiBalanceAmountInUsd: 20, copilotBotId: bot });
    expect(configOf(emptyChoice(TARIFFS.amoCrm, { copilotBotId: bot, usd: 50 }), 'u1')).not.toHaveProperty('copilotBotId');
  });
});
