import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useState, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type CSSProperties, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslate } from '@cabinet/i18n';
import { darken, type BrandTheme } from '../theme';
import { injectPlainStyles, injectPlainStylesInto } from './styles';

const messages = {
  show: /*i18n*/ { id: 'design.field.password.show', message: 'Show password' },
};

/**
 * The brand's colours as the stylesheet's custom properties, around a page or a remote's root. `display:
 * contents`: it adds no box, so it changes no layout.
 */
export function PlainScope({ brand, styleContainer, children }: { brand: BrandTheme; styleContainer?: ShadowRoot; children: ReactNode }) {
  if (styleContainer) injectPlainStylesInto(styleContainer);
  else injectPlainStyles();
  const vars: Record<string, string> = {
    '--cab-primary': brand.primaryColor,
    '--cab-primary-hover': darken(brand.primaryColor, 0.2),
    '--cab-primary-active': darken(brand.primaryColor, 0.35),
  };
  return (
    <div className="cab-plain" style={vars}>
      {children}
    </div>
  );
}

/** A bare page's centred card, as `AuthCard` draws it: brand, an aside (the language select), title, body, footer. */
export function AuthPage({ title, brandName, children, footer, aside }: { title: string; brandName: string; children: ReactNode; footer?: ReactNode; aside?: ReactNode }) {
  injectPlainStyles();
  return (
    <main className="cab-page">
      <section className="cab-surface">
        <div className="cab-row">
          <span className="cab-strong">{brandName}</span>
          {aside}
        </div>
        <Heading>{title}</Heading>
        {children}
        {footer ? <div style={{ marginTop: 16 }}>{footer}</div> : null}
      </section>
    </main>
  );
}

export function Heading({ children }: { children: ReactNode }) {
  return <h1 className="cab-h1">{children}</h1>;
}

export function Text({ children }: { children: ReactNode }) {
  return <p className="cab-text">{children}</p>;
}

/** Children one under another, 8 px apart. */
export function Stack({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <div className="cab-stack" style={style}>
      {children}
    </div>
  );
}

/** A link drawn as antd's `Typography.Link` (the brand's colour; underlined inside a sentence). */
export function TextLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  injectPlainStyles();
  return <a {...props} className="cab-link" />;
}

interface FieldShell {
  id: string;
  label: string;
  /** The field's message (a failed rule or the API's refusal), announced with the field. */
  error?: string | null;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'>;

function FieldFrame({ id, label, error, disabled, control }: FieldShell & { disabled?: boolean; control: (described: { invalid: boolean; describedBy?: string }) => ReactNode }) {
  const invalid = Boolean(error);
  const helpId = `${id}_help`;
  return (
    <div className="cab-field" data-invalid={invalid || undefined}>
      <label className="cab-label" htmlFor={id}>
        {label}
      </label>
      <div className="cab-control" data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
        {control({ invalid, describedBy: invalid ? helpId : undefined })}
      </div>
      {invalid ? (
        <div id={helpId} className="cab-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** A labelled text input with its error under it (aria-invalid, aria-describedby), sized as antd's. */
export function TextField({ id, label, error, type = 'text', ...input }: FieldShell & InputProps & { type?: 'text' | 'email' | 'tel' | 'url' | 'date' }) {
  injectPlainStyles();
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      disabled={input.disabled}
      control={({ invalid, describedBy }) => <input {...input} id={id} type={type} className="cab-input" aria-invalid={invalid || undefined} aria-describedby={describedBy} />}
    />
  );
}

/** A labelled multi-line text input (antd's TextArea), its error under it; it grows only when the user drags it. */
export function TextAreaField({ id, label, error, rows = 4, ...input }: FieldShell & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>) {
  injectPlainStyles();
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      disabled={input.disabled}
      control={({ invalid, describedBy }) => (
        <textarea {...input} id={id} rows={rows} className="cab-input" style={{ height: 'auto', resize: 'vertical' }} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
      )}
    />
  );
}

/** A password input with a show/hide switch (a 24 px target, WCAG 2.2). */
export function PasswordTextField({ id, label, error, ...input }: FieldShell & InputProps) {
  injectPlainStyles();
  const t = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      disabled={input.disabled}
      control={({ invalid, describedBy }) => (
        <>
          <input {...input} id={id} type={visible ? 'text' : 'password'} className="cab-input" aria-invalid={invalid || undefined} aria-describedby={describedBy} />
          <button type="button" className="cab-eye" aria-label={t(messages.show)} aria-pressed={visible} aria-controls={id} disabled={input.disabled} onClick={() => setVisible((shown) => !shown)}>
            {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
          </button>
        </>
      )}
    />
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({ children, ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { children: ReactNode }) {
  injectPlainStyles();
  return (
    <label className="cab-check">
      <input {...input} type="checkbox" />
      <span>{children}</span>
    </label>
  );
}

/** antd's default and primary buttons (`danger`: in the error colour, as antd's); `loading` keeps the button's size and says it is busy. */
export function PlainButton({
  primary = false,
  danger = false,
  block = false,
  loading = false,
  icon,
  children,
  type = 'button',
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & { primary?: boolean; danger?: boolean; block?: boolean; loading?: boolean; icon?: ReactNode; type?: 'button' | 'submit' }) {
  injectPlainStyles();
  return (
    <button
      {...button}
      type={type}
      className="cab-btn"
      data-primary={primary || undefined}
      data-danger={danger || undefined}
      data-block={block || undefined}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : button.onClick}
    >
      {loading ? <span className="cab-spin" aria-hidden /> : icon}
      <span>{children}</span>
    </button>
  );
}

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

/**
 * antd's `Alert` with its icon: a title, an optional description and action. `role` is `alert` for a failure
 * the user must hear now, `status` for a standing notice; a banner spans the page without a frame.
 */
export function PlainAlert({
  tone,
  title,
  description,
  action,
  role,
  banner = false,
  style,
}: {
  tone: AlertTone;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
  banner?: boolean;
  style?: CSSProperties;
}) {
  injectPlainStyles();
  return (
    <div className="cab-alert" data-tone={tone} data-banner={banner || undefined} data-described={description ? true : undefined} role={role} style={style}>
      {/* The tone's sign is drawn by the stylesheet (a filled circle, as antd's icon): four SVG icons cost 2.4 KB gzip. */}
      <span className="cab-alert-icon" aria-hidden />
      <div className="cab-alert-body">
        <div className="cab-alert-title">{title}</div>
        {description ? <div>{description}</div> : null}
      </div>
      {action ? <div className="cab-alert-action">{action}</div> : null}
    </div>
  );
}

/** A horizontal rule with a word in its middle ("or"). */
export function PlainDivider({ children }: { children: ReactNode }) {
  injectPlainStyles();
  return (
    <div className="cab-divider" role="separator">
      <span>{children}</span>
    </div>
  );
}

/** A spinner and what is under way, announced as a status; without a label, a spinner alone. */
export function Spinner({ label }: { label?: string }) {
  injectPlainStyles();
  return (
    <div className="cab-waiting" role="status" aria-label={label}>
      <span className="cab-spin" aria-hidden />
      {label}
    </div>
  );
}

/** Grey bars where content will be, announced once as a status with `label` (as `ContentSkeleton`). */
export function Skeleton({ label, rows = 5, heading = false }: { label: string; rows?: number; heading?: boolean }) {
  injectPlainStyles();
  return (
    <div className="cab-skeleton" role="status" aria-label={label}>
      {heading ? <div className="cab-skeleton-heading" /> : null}
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} style={{ width: `${96 - ((index * 13) % 30)}%` }} />
      ))}
    </div>
  );
}

/** Monospaced text, as `Typography.Text code`. */
export function Code({ children }: { children: ReactNode }) {
  injectPlainStyles();
  return <code className="cab-code">{children}</code>;
}

export interface PlainSelectOption {
  value: string;
  label: string;
  lang?: string;
}

/** The browser's own select with an icon before it (the sign-in pages' language). */
export function PlainSelect({ label, value, options, onChange, prefix }: { label: string; value: string; options: readonly PlainSelectOption[]; onChange: (value: string) => void; prefix?: ReactNode }) {
  injectPlainStyles();
  return (
    <span className="cab-select">
      {prefix ? (
        <span aria-hidden className="cab-select-icon">
          {prefix}
        </span>
      ) : null}
      <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
