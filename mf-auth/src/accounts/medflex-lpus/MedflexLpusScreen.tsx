import { useRoute } from '@cabinet/contracts';
import { PageHeading, Typography } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import { MedflexLpus, medflexMessages } from './MedflexLpus';

/** /accounts/medflexLpus: the clinic's Medflex LPUs, the account each sends through, and their templates. */
export function MedflexLpusScreen() {
  const route = useRoute();
  const t = useTranslate();
  return (
    <>
      <PageHeading title={route.title} />
      <div style={{ maxWidth: 820 }}>
        <Typography.Paragraph>{t(medflexMessages.intro)}</Typography.Paragraph>
        <MedflexLpus />
      </div>
    </>
  );
}
