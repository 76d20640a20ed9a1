import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslate } from '@cabinet/i18n';
import { PageHeading } from './primitives';

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
