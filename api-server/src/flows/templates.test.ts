import { TEMPLATE_LANGUAGES } from '@cabinet/api/flows';
import { FLOW_TEMPLATES, findTemplate, templateLanguageOf } from './templates';

const variablesOf = (text: string) => [...text.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1]).sort();

describe('the template table', () => {
  const all = Object.entries(FLOW_TEMPLATES).flatMap(([integration, templates]) => templates.map((template) => ({ integration, template })));

  it.each(all.map(({ integration, template }) => [`${integration}/${template.templateType}`, template] as const))(
    '%s is written in every language, each text with the same variables and buttons',
    (_name, template) => {
      const english = template.texts.en;
      for (const language of TEMPLATE_LANGUAGES) {
        const texts = template.texts[language];
        expect(texts.title.trim()).not.toBe('');
        expect(texts.description.trim()).not.toBe('');
        expect(variablesOf(texts.content)).toEqual(variablesOf(english.content));
        expect(texts.buttons?.length ?? 0).toBe(template.settings.buttons?.length ?? 0);
        // No language falls back to English where the owner reads it.
        if (language !== 'en') expect([texts.title, texts.description]).not.toContain(english.title);
        // Clients get their own language, not Russian: only ru and uk-UA are written in Cyrillic, and they differ.
        if (language === 'en' || language === 'pt-BR') expect(texts.content).not.toMatch(/[\u0400-\u04FF]/);
        const words = texts.content.replace(/\{[A-Za-z]+\}/g, '').replace(/[^\p{L}]/gu, '');
        if (language === 'uk-UA' && words !== '') expect(texts.content).not.toBe(template.texts.ru.content);
      }
    },
  );

  it.each(['visitReminder24h', 'visitReminder2h', 'visitReminder1h'])('%s carries the confirm and cancel links its description promises', (type) => {
    const template = findTemplate('yclients', type);
    for (const language of TEMPLATE_LANGUAGES) {
      expect(template?.texts[language].content).toContain('{confirmLink}');
      expect(template?.texts[language].content).toContain('{cancelLink}');
    }
  });

  it("reads the account's stored language, Russian (the engine's default) when there is none", () => {
    expect(['en-US', 'pt-BR', 'uk-UA', 'ru', null, 'kk'].map(templateLanguageOf)).toEqual(['en', 'pt-BR', 'uk-UA', 'ru', 'ru', 'ru']);
  });
});
