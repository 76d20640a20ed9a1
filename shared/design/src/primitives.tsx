import { Flex, Spin, Tag, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A bordered panel drawn with the theme's tokens. The sign-in page and the layout use it instead of antd's
 * Card, which carries tabs and a dropdown menu (about 25 KB gzip) for features they never use.
 */
export function Surface({ size = 'default', style, children }: { size?: 'default' | 'small'; style?: CSSProperties; children: ReactNode }) {
  const { token } = theme.useToken();
  const surface: CSSProperties = {
    padding: size === 'small' ? token.paddingSM : token.paddingLG,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    ...style,
  };
  return <section style={surface}>{children}</section>;
}

/**
 * A bare page's centred card: sign-in, registration, confirmation screens. `aside` sits beside the brand
 * (the sign-in pages' language select, where the host allows one).
 */
export function AuthCard({ title, brandName, children, footer, aside }: { title: string; brandName: string; children: ReactNode; footer?: ReactNode; aside?: ReactNode }) {
  return (
    <Flex component="main" justify="center" align="flex-start" style={{ minHeight: '100vh', padding: '48px 16px', background: '#f5f6f8' }}>
      <Surface style={{ width: '100%', maxWidth: 440 }}>
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
          <Typography.Text strong>{brandName}</Typography.Text>
          {aside}
        </Flex>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
        {footer ? <div style={{ marginTop: 16 }}>{footer}</div> : null}
      </Surface>
    </Flex>
  );
}

/** Something is under way: a spinner and what it is, announced to screen readers. */
export function Waiting({ label }: { label: string }) {
  return (
    <Flex role="status" vertical align="center" gap={16} style={{ padding: 24 }}>
      <Spin />
      {label}
    </Flex>
  );
}

/**
 * Grey bars where content will be, while it loads: the page keeps its shape instead of a lone spinner.
 * Announced once as a status with `label`.
 */
export function ContentSkeleton({ label, rows = 5, heading = false }: { label: string; rows?: number; heading?: boolean }) {
  const { token } = theme.useToken();
  const bar = (width: string, height: number): CSSProperties => ({ width, height, borderRadius: token.borderRadiusSM, background: token.colorFillSecondary });
  return (
    <div role="status" aria-label={label} style={{ display: 'grid', gap: token.marginSM, padding: `${token.paddingXS}px 0` }}>
      {heading ? <div style={{ ...bar('40%', 28), marginBottom: token.marginSM }} /> : null}
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} style={bar(`${96 - ((index * 13) % 30)}%`, 16)} />
      ))}
    </div>
  );
}

/** The top of a page inside the cabinet's layout. */
export function PageHeading({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 24 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}

/** The tones a status tag can take; each pairs a dark text with a light fill at 4.5:1 or more. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

const TONES: Record<Tone, { color: string; background: string; border: string }> = {
  neutral: { color: '#3f3f46', background: '#f4f4f5', border: '#d4d4d8' },
  info: { color: '#003eb3', background: '#e6f4ff', border: '#91caff' },
  success: { color: '#135200', background: '#f6ffed', border: '#b7eb8f' },
  warning: { color: '#873800', background: '#fff7e6', border: '#ffd591' },
  danger: { color: '#a8071a', background: '#fff1f0', border: '#ffa39e' },
  accent: { color: '#391085', background: '#f9f0ff', border: '#d3adf7' },
};

/** A status label. antd's preset tag colours put light text on light fills (about 2:1); these stay readable. */
export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  const { color, background, border } = TONES[tone];
  return <Tag style={{ color, background, borderColor: border, marginInlineEnd: 0 }}>{children}</Tag>;
}

export interface NativeSelectOption {
  value: string;
  label: string;
  /** The option's language, where its label is written in one (a language list names each in itself). */
  lang?: string;
}

/**
 * The browser's own select, drawn with the theme's tokens. For short lists in the layout (the language):
 * it needs no code of antd's (its select, with the popup and virtual list, is about 20 KB gzip), and a
 * phone opens its native picker.
 */
export function NativeSelect({
  label,
  value,
  options,
  onChange,
  prefix,
  style,
}: {
  label: string;
  value: string;
  options: readonly NativeSelectOption[];
  onChange: (value: string) => void;
  prefix?: ReactNode;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  return (
    <span style={{ position: 'relative', display: 'inline-flex', alignItems: 'center', ...style }}>
      {prefix ? (
        <span aria-hidden style={{ position: 'absolute', insetInlineStart: token.paddingSM, color: token.colorTextSecondary, pointerEvents: 'none', display: 'inline-flex' }}>
          {prefix}
        </span>
      ) : null}
      <select
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        style={{
          width: '100%',
          height: token.controlHeight,
          paddingBlock: 0,
          paddingInlineStart: prefix ? token.paddingSM + token.fontSize + token.paddingXS : token.paddingSM,
          paddingInlineEnd: token.paddingSM,
          font: 'inherit',
          fontSize: token.fontSize,
          color: token.colorText,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          cursor: 'pointer',
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * The browser's own search box, drawn with the theme's tokens: a list's search needs none of antd's form code
 * (its input comes with the form engine, about 13 KB gzip on a list's first visit). Escape clears it, as every
 * browser's search field does.
 */
export function NativeSearch({
  label,
  placeholder,
  value,
  onChange,
  style,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  return (
    <input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{
        height: token.controlHeight,
        paddingBlock: 0,
        paddingInline: token.paddingSM - token.lineWidth,
        font: 'inherit',
        fontSize: token.fontSize,
        color: token.colorText,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        boxSizing: 'border-box',
        ...style,
      }}
    />
  );
}

/** The active theme's design tokens (colours, spacing, line widths), for markup drawn without a component. */
export function useDesignToken() {
  return theme.useToken().token;
}
