import { useState } from 'react';
import { leadInfoSchema, type LeadInfo, type Manager } from '@cabinet/api/admin';
import { Button, ContentSkeleton, Flex, NativeSelect, toast } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import { useLeadInfo, useManagers, useSaveLeadInfoMutation, useShowStoredLeadInfo } from '../../../api/user';
import { Section } from '../../../shared/Section';
import { useDescribeAdminError } from './adminMessages';

const messages = {
  title: /*i18n*/ { id: 'admin.user.lead.title', message: 'Lead info' },
  first: /*i18n*/ { id: 'admin.user.lead.first', message: 'First-line manager' },
  second: /*i18n*/ { id: 'admin.user.lead.second', message: 'Second-line manager' },
  nobody: /*i18n*/ { id: 'admin.user.lead.nobody', message: 'Nobody' },
  fired: /*i18n*/ { id: 'admin.user.lead.fired', message: '{name} (has left)' },
  save: /*i18n*/ { id: 'admin.user.lead.save', message: 'Save the lead info' },
  saved: /*i18n*/ { id: 'admin.user.lead.saved', message: 'The lead info is saved' },
  saveFailed: /*i18n*/ { id: 'admin.user.lead.saveFailed', message: 'The lead info could not be saved' },
  loading: /*i18n*/ { id: 'admin.user.lead.loading', message: 'Loading the lead info' },
  loadFailed: /*i18n*/ { id: 'admin.user.lead.loadFailed', message: 'The lead info could not be loaded' },
};

type Choice = { firstLineManagerId: string | null; secondLineManagerId: string | null };

/** Who looks after the user (spec section 3, Lead info): working managers, and a fired one only where already chosen. */
export function LeadInfoSection({ userId }: { userId: string }) {
  const t = useTranslate();
  const lead = useLeadInfo(userId);
  const managers = useManagers();
  return (
    <Section title={t(messages.title)} style={{ flex: '1 1 280px', maxWidth: 420 }}>
      {lead.isError || managers.isError ? (
        <LoadFailedAlert
          title={t(messages.loadFailed)}
          onRetry={() => {
            void lead.refetch();
            void managers.refetch();
          }}
          retrying={lead.isFetching || managers.isFetching}
        />
      ) : !lead.data || !managers.data ? (
        <ContentSkeleton label={t(messages.loading)} />
      ) : (
        <LeadInfoEditor userId={userId} lead={lead.data} managers={managers.data} />
      )}
    </Section>
  );
}

function LeadInfoEditor({ userId, lead, managers }: { userId: string; lead: LeadInfo; managers: Manager[] }) {
  const t = useTranslate();
  const describe = useDescribeAdminError();
  const [choice, setChoice] = useState<Choice>({ firstLineManagerId: lead.firstLineManagerId, secondLineManagerId: lead.secondLineManagerId });
  const conflict = useVersionConflict(leadInfoSchema);
  const showStored = useShowStoredLeadInfo(userId);
  // The version a reload brought in: the next save is based on it, even before the page's cache has re-rendered.
  const [loaded, setLoaded] = useState(0);
  const save = useSaveLeadInfoMutation(userId, {
    onMutate: () => conflict.clear(),
    onSuccess: () => toast.success(t(messages.saved)),
    onError: async (error) => {
      if (await conflict.detect(error)) return;
      toast.error(t(messages.saveFailed), (await describe(error)).message);
    },
  });
  const optionsFor = (kept: string | null) => [
    { value: '', label: t(messages.nobody) },
    ...managers.filter((manager) => !manager.isFired || manager.id === kept).map((manager) => ({ value: manager.id, label: manager.isFired ? t(messages.fired, { name: manager.name }) : manager.name })),
  ];
  const field = (name: keyof Choice, label: string) => (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <span>{label}</span>
      <NativeSelect label={label} value={choice[name] ?? ''} options={optionsFor(lead[name])} onChange={(value) => setChoice({ ...choice, [name]: value === '' ? null : value })} />
    </label>
  );
  return (
    <Flex vertical gap={12} align="stretch">
      {conflict.current ? (
        <VersionConflictAlert
          busy={save.isPending}
          onReload={() => {
            if (conflict.current) {
              showStored(conflict.current);
              setLoaded(conflict.current.version);
              setChoice({ firstLineManagerId: conflict.current.firstLineManagerId, secondLineManagerId: conflict.current.secondLineManagerId });
            }
            conflict.clear();
          }}
          onOverwrite={() => {
            if (conflict.current) save.mutate({ ...choice, version: conflict.current.version });
          }}
        />
      ) : null}
      {field('firstLineManagerId', t(messages.first))}
      {field('secondLineManagerId', t(messages.second))}
      <div>
        <Button onClick={() => save.mutate({ ...choice, version: Math.max(lead.version, loaded) })} loading={save.isPending}>
          {t(messages.save)}
        </Button>
      </div>
    </Flex>
  );
}
