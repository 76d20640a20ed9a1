import type { ThemeConfig } from 'antd';

/** What a brand changes in the look: its colour and its name in the header. */
export interface BrandTheme {
  /** Must keep 4.5:1 against white: white text sits on it in primary buttons. */
  primaryColor: string;
}

/**
 * antd's defaults fail WCAG AA contrast: white on #1677ff is 4.1:1, error text
 * #ff4d4f 3.26:1 and tertiary text 0.45 black about 3.4:1. Each brand colour is
 * chosen at 4.5:1 or more against white, and the neutral greys are darkened.
 */
export function createTheme(brand: BrandTheme): ThemeConfig {
  // antd lightens the primary colour on hover and press, which drops white text under 4.5:1: darken instead.
  const hover = darken(brand.primaryColor, 0.2);
  const active = darken(brand.primaryColor, 0.35);
  return {
    token: {
      colorPrimary: brand.primaryColor,
      colorPrimaryHover: hover,
      colorPrimaryActive: active,
      colorLink: brand.primaryColor,
      colorLinkHover: hover,
      colorLinkActive: active,
      colorInfo: brand.primaryColor,
      colorError: '#cf1322',
      colorSuccess: '#237804',
      colorWarning: '#ad4e00',
      colorTextSecondary: 'rgba(0, 0, 0, 0.7)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextDescription: 'rgba(0, 0, 0, 0.65)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      borderRadius: 8,
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f5f6f8', headerPadding: '0 16px' },
      Menu: { itemSelectedColor: brand.primaryColor },
    },
  };
}

/** The colours of each brand, all at 4.5:1 or more against white. */
export const BRAND_COLORS = {
  blue: '#0958d9',
  teal: '#006d75',
  purple: '#531dab',
  indigo: '#1d39c4',
  green: '#237804',
  orange: '#ad4e00',
  crimson: '#a8071a',
} as const;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The colour mixed with black by `amount` (0 to 1). */
export function darken(hex: string, amount: number): string {
  return `#${channels(hex)
    .map((channel) => Math.round(channel * (1 - amount)).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** WCAG contrast ratio of two colours. */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = channels(hex).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
