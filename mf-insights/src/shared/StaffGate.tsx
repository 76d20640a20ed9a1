import { lazy, Suspense, type ComponentType } from 'react';
import type { StaffArea } from '@cabinet/api/insights';
import { ContentSkeleton } from '@cabinet/design/core';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useTranslate } from '@cabinet/i18n';
import { useStaffAccess } from '../api/insights';
import { common } from './labels';

const StaffNoAccess = lazy(() => import('./StaffNoAccess').then((module) => ({ default: module.StaffNoAccess })));

/**
 * A screen of an area staff may be denied: the caller's rights are read first (GET api/v1/Insights/Access,
 * once a page), and a denied area shows the access-denied message instead of loading figures the API
 * would refuse (403 STAFF_NO_ACCESS).
 */
export function withStaffArea(area: StaffArea, Screen: ComponentType): ComponentType {
  return function StaffGated() {
    const t = useTranslate();
    const access = useStaffAccess();
    if (access.isError) return <LoadFailedAlert title={t(common.loadFailed)} onRetry={() => access.refetch()} retrying={access.isFetching} />;
    if (!access.data) return <ContentSkeleton label={t(common.loading)} />;
    if (!access.data.denied.includes(area)) return <Screen />;
    return (
      <Suspense fallback={<ContentSkeleton label={t(common.loading)} />}>
        <StaffNoAccess area={area} />
      </Suspense>
    );
  };
}
