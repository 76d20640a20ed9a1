import type { AccidentKind, AccidentStatus } from '@cabinet/api/admin';
import type { MessageDescriptor } from '@cabinet/i18n';

export const ACCIDENT_KIND_LABELS: Record<AccidentKind, MessageDescriptor> = {
  providerFailing: /*i18n*/ { id: 'admin.accidents.kind.providerFailing', message: 'A provider failing' },
  webhookSilent: /*i18n*/ { id: 'admin.accidents.kind.webhookSilent', message: 'A webhook source silent' },
  other: /*i18n*/ { id: 'admin.accidents.kind.other', message: 'Other' },
};

export const ACCIDENT_STATUS_LABELS: Record<AccidentStatus, MessageDescriptor> = {
  open: /*i18n*/ { id: 'admin.accidents.status.open', message: 'Open' },
  resolved: /*i18n*/ { id: 'admin.accidents.status.resolved', message: 'Resolved' },
};
