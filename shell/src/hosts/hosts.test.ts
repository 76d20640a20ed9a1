import { HOSTS } from './hosts';

describe('the host table', () => {
  it("gives each brand its own support contacts, never another brand's", () => {
    const owner = new Map<string, string>();
    for (const host of HOSTS) {
      if (!host.features.floatingButtons) continue;
      for (const href of [host.links.telegramSupport, host.links.whatsappSupport, host.links.channel]) {
        const brand = owner.get(href);
        if (brand) expect(brand).toBe(host.brandName);
        else owner.set(href, host.brandName);
      }
    }
    expect(owner.size).toBeGreaterThan(3);
  });
});
