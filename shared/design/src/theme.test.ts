import { BRAND_COLORS, contrastRatio, createTheme } from './theme';

describe('brand themes', () => {
  it.each(Object.entries(BRAND_COLORS))('keeps white text at 4.5:1 on %s, resting, hovered and pressed', (_name, color) => {
    const { token } = createTheme({ primaryColor: color });
    for (const shade of [token?.colorPrimary, token?.colorPrimaryHover, token?.colorPrimaryActive]) {
      expect(contrastRatio('#ffffff', shade ?? '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps error text at 4.5:1 on white', () => {
    expect(contrastRatio(createTheme({ primaryColor: BRAND_COLORS.blue }).token?.colorError ?? '#ffffff', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#ffffff', '#1677ff')).toBeLessThan(4.5);
  });
});
