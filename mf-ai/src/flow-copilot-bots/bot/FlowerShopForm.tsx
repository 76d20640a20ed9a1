import { checkPageUrl, FLOWER_SHOP_ADDRESS_MAX, FLOWER_SHOP_NAME_MAX, FLOWER_SHOP_PRICES_MAX, FLOWER_SHOP_SITE_MAX, type FlowerShopSettings } from '@cabinet/api/ai';
import { Switch } from '@cabinet/design/choices';
import { Form, Input, TextArea } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { checkBoundedText, checkOptionalText, textOf, useFieldRule, type FieldCheck } from '@cabinet/toolkit/forms';
import { aiRuleMessage } from '../../shared/ruleMessages';
import { PluginSection } from './PluginSection';

const messages = {
  title: /*i18n*/ { id: 'ai.plugins.flowerShop.title', message: 'Flower shop (flower_shop)' },
  about: /*i18n*/ {
    id: 'ai.plugins.flowerShop.about',
    message: 'When a client asks about flowers, bouquets or prices, the assistant answers with your shop’s name, city, address, site and prices as you write them here.',
  },
  enabled: /*i18n*/ { id: 'ai.plugins.flowerShop.enabled', message: 'The assistant may tell about the shop' },
  shopName: /*i18n*/ { id: 'ai.plugins.flowerShop.shopName', message: 'Shop name' },
  city: /*i18n*/ { id: 'ai.plugins.flowerShop.city', message: 'City' },
  site: /*i18n*/ { id: 'ai.plugins.flowerShop.site', message: 'Site' },
  address: /*i18n*/ { id: 'ai.plugins.flowerShop.address', message: 'Address' },
  prices: /*i18n*/ { id: 'ai.plugins.flowerShop.prices', message: 'Prices' },
  pricesHint: /*i18n*/ { id: 'ai.plugins.flowerShop.pricesHint', message: 'One bouquet or service a line, with its price.' },
};

/** flower_shop's settings (spec section 3): on/off, the shop's name and prices (required while on), city, site, address. */
export function FlowerShopForm({ botId, settings }: { botId: string; settings: FlowerShopSettings }) {
  const t = useTranslate();
  const rule = useFieldRule(aiRuleMessage);

  return (
    <PluginSection botId={botId} kind="flower_shop" settings={settings} title={t(messages.title)} about={t(messages.about)} requestOf={(values, version) => ({ ...values, version })}>
      {(form) => {
        /** Required while the plugin is on, else optional; at most `max` characters either way. */
        const whileOn =
          (max: number): FieldCheck =>
          (value) =>
            form.getFieldValue('enabled') === true ? checkBoundedText(max)(value) : checkOptionalText(max)(value);
        return (
          <>
            <Form.Item name="enabled" label={t(messages.enabled)} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="shopName" label={t(messages.shopName)} dependencies={['enabled']} rules={[rule(whileOn(FLOWER_SHOP_NAME_MAX))]}>
              <Input autoComplete="organization" maxLength={FLOWER_SHOP_NAME_MAX + 1} />
            </Form.Item>
            <Form.Item name="city" label={t(messages.city)} rules={[rule(checkOptionalText(FLOWER_SHOP_NAME_MAX))]}>
              <Input autoComplete="address-level2" maxLength={FLOWER_SHOP_NAME_MAX + 1} />
            </Form.Item>
            <Form.Item name="address" label={t(messages.address)} rules={[rule(checkOptionalText(FLOWER_SHOP_ADDRESS_MAX))]}>
              <Input autoComplete="street-address" maxLength={FLOWER_SHOP_ADDRESS_MAX + 1} />
            </Form.Item>
            <Form.Item name="site" label={t(messages.site)} rules={[rule((value) => (textOf(value).trim() === '' ? null : (checkOptionalText(FLOWER_SHOP_SITE_MAX)(value) ?? checkPageUrl(textOf(value)))))]}>
              <Input type="url" autoComplete="url" inputMode="url" />
            </Form.Item>
            <Form.Item name="prices" label={t(messages.prices)} extra={t(messages.pricesHint)} dependencies={['enabled']} rules={[rule(whileOn(FLOWER_SHOP_PRICES_MAX))]}>
              <TextArea rows={4} maxLength={FLOWER_SHOP_PRICES_MAX + 1} />
            </Form.Item>
          </>
        );
      }}
    </PluginSection>
  );
}
