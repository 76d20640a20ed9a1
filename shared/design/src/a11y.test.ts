import { injectGlobalFixes } from './a11y';

/** The page's rules that apply under a media condition, as the browser parsed them. */
function rulesUnder(condition: string): string[] {
  return [...document.styleSheets].flatMap((sheet) =>
    [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSMediaRule && rule.conditionText.includes(condition) ? [...rule.cssRules].map((inner) => inner.cssText) : [])),
  );
}

describe('the design’s global fixes', () => {
  it('end every animation and transition at once for a visitor who asked for less motion, and only then', () => {
    injectGlobalFixes();
    const reduced = rulesUnder('prefers-reduced-motion: reduce').join('\n');
    expect(reduced).toMatch(/animation-duration: 1ms !important/);
    expect(reduced).toMatch(/transition-duration: 1ms !important/);
    // Outside the media condition nothing is sped up.
    const everywhere = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].filter((rule) => !(rule instanceof CSSMediaRule)).map((rule) => rule.cssText));
    expect(everywhere.join('\n')).not.toMatch(/animation-duration/);
  });
});
