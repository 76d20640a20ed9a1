import { matchTemplate, parameterCount, readParameters, type ApprovedTemplate } from './wabaTemplateMatch';

const template = (name: string, body: string, createdAt = '2026-05-01T00:00:00Z'): ApprovedTemplate => ({ name, language: 'ru', body, createdAt: new Date(createdAt) });

describe('which approved template a business-initiated WABA message goes as', () => {
  it('reads the placeholders as parameters, in their numbers’ order', () => {
    expect(readParameters('Hi {{1}}, your visit on {{2}} at {{3}}.', 'Hi Anna, your visit on 5 May at 10:00.')).toEqual(['Anna', '5 May', '10:00']);
    expect(readParameters('{{2}} is booked for {{1}}', 'Anna is booked for Tuesday')).toEqual(['Tuesday', 'Anna']);
    expect(readParameters('No parameters (at all).', 'No parameters (at all).')).toEqual([]);
    expect(parameterCount('A {{1}} b {{ 2 }} c {{1}}')).toBe(2);
  });

  it('refuses what WhatsApp would: a text that differs, a parameter over lines or empty, a repeated placeholder read two ways, a gap in the numbers', () => {
    expect(readParameters('Hi {{1}}!', 'Hello Anna!')).toBeNull();
    expect(readParameters('Hi {{1}}!', 'Hi Anna\nand Boris!')).toBeNull();
    expect(readParameters('Hi {{1}}!', 'Hi  !')).toBeNull();
    expect(readParameters('Hi {{1}}, bye {{1}}', 'Hi Anna, bye Boris')).toBeNull();
    expect(readParameters('Hi {{1}}, bye {{1}}', 'Hi Anna, bye Anna')).toEqual(['Anna']);
    expect(readParameters('Hi {{2}}', 'Hi Anna')).toBeNull();
    // Literal text with regex characters is literal.
    expect(readParameters('Price: {{1}} (−20%)?', 'Price: 100 (−20%)?')).toEqual(['100']);
    expect(readParameters('Price: {{1}} (−20%)?', 'Price: 100 −20%')).toBeNull();
  });

  it('prefers the most literal match, then the newest; none when nothing matches', () => {
    const loose = template('loose', '{{1}}');
    const exact = template('exact', 'See you tomorrow at {{1}}');
    const newer = template('newer', 'See you tomorrow at {{1}}', '2026-05-02T00:00:00Z');
    expect(matchTemplate([loose, exact], 'See you tomorrow at 10:00')).toEqual({ template: exact, parameters: ['10:00'] });
    expect(matchTemplate([exact, newer], 'See you tomorrow at 10:00')?.template.name).toBe('newer');
    expect(matchTemplate([exact], 'Something else')).toBeNull();
  });
});
