import { InfoCircleFilled, LockOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslate } from '@cabinet/i18n';
import { PageHeading } from './primitives';

/**
 * A centred notice: an icon, a heading, a sentence, an action. The placeholders draw it themselves rather
 * than with antd's Result, whose status illustrations (about 10 KB gzip) would load on every page that shows
 * a placeholder, home included.
 */
function Notice({ icon, title, titleId, body, extra, children }: { icon: ReactNode; title: string; titleId?: string; body: string; extra?: ReactNode; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={token.marginSM} style={{ padding: `${token.paddingXL}px ${token.paddingLG}px`, textAlign: 'center' }}>
      <span aria-hidden style={{ fontSize: 72, lineHeight: 1, marginBottom: token.marginSM }}>
        {icon}
      </span>
      <h2 id={titleId} style={{ fontSize: token.fontSizeHeading3, fontWeight: 'normal', lineHeight: token.lineHeightHeading3, color: token.colorTextHeading, margin: 0 }}>
        {title}
      </h2>
      <Typography.Text type="secondary">{body}</Typography.Text>
      {extra ? <div style={{ marginTop: token.marginSM }}>{extra}</div> : null}
      {children ? <div style={{ marginTop: token.marginSM, maxWidth: 640 }}>{children}</div> : null}
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
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="not-built-title">
      <PageHeading title={section} />
      <Notice icon={<InfoCircleFilled style={{ color: token.colorPrimary }} />} titleId="not-built-title" title={t(notBuilt.title)} body={t(notBuilt.body, { section })} />
    </section>
  );
}

const locked = {
  title: /*i18n*/ { id: 'design.locked.title', message: '{feature}: available on the Pro plan' },
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
    <Notice
      icon={<LockOutlined style={{ color: '#3f3f46' }} />}
      title={t(locked.title, { feature })}
      body={t(locked.body)}
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
    </Notice>
  );
}
