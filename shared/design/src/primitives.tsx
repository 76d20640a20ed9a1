import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslate } from '@cabinet/i18n';

/** A bare page's centred card: sign-in, registration, confirmation screens. */
export function AuthCard({ title, brandName, children, footer }: { title: string; brandName: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Flex component="main" justify="center" align="flex-start" style={{ minHeight: '100vh', padding: '48px 16px', background: '#f5f6f8' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
          {brandName}
        </Typography.Text>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
        {footer ? <div style={{ marginTop: 16 }}>{footer}</div> : null}
      </Card>
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

const notBuilt = {
  title: /*i18n*/ { id: 'design.notBuilt.title', message: 'This section is not built yet' },
  body: /*i18n*/ {
    id: 'design.notBuilt.body',
    message: 'The team that owns “{section}” has not delivered it yet. Everything else in the cabinet works as usual.',
  },
};

/** The honest placeholder of a route whose domain remote is not delivered yet. */
export function NotBuiltYet({ section }: { section: string }) {
  const t = useTranslate();
  return (
    <section aria-labelledby="not-built-title">
      <PageHeading title={section} />
      <Result
        status="info"
        title={
          <h2 id="not-built-title" style={{ fontSize: 'inherit', fontWeight: 'inherit', margin: 0 }}>
            {t(notBuilt.title)}
          </h2>
        }
        subTitle={t(notBuilt.body, { section })}
      />
    </section>
  );
}

const locked = {
  title: /*i18n*/ { id: 'design.locked.title', message: '{feature} is available on the Pro plan' },
  body: /*i18n*/ {
    id: 'design.locked.body',
    message: 'Your current plan does not include this feature. Move to the Pro plan to turn it on; your other settings stay as they are.',
  },
  action: /*i18n*/ { id: 'design.locked.action', message: 'See the Pro plan' },
};

/**
 * The locked-feature teaser (spec section 2: "teasers asking for Pro plan"): what the feature is, that the
 * plan lacks it, and the way to the payment page. `children` may describe the feature in a sentence or two.
 */
export function LockedFeature({
  feature,
  upgradeHref,
  onUpgrade,
  children,
}: {
  feature: string;
  /** The payment page, or null where the host has none. */
  upgradeHref: string | null;
  /** In-app navigation to it; a modified click still opens the href in a new tab. */
  onUpgrade?: () => void;
  children?: ReactNode;
}) {
  const t = useTranslate();
  return (
    <Result
      status="info"
      icon={<LockOutlined aria-hidden style={{ color: '#3f3f46' }} />}
      title={<h2 style={{ fontSize: 'inherit', fontWeight: 'inherit', margin: 0 }}>{t(locked.title, { feature })}</h2>}
      subTitle={t(locked.body)}
      extra={
        upgradeHref ? (
          <Button
            type="primary"
            href={upgradeHref}
            onClick={(event) => {
              if (!onUpgrade || event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              onUpgrade();
            }}
          >
            {t(locked.action)}
          </Button>
        ) : null
      }
    >
      {children}
    </Result>
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
