// The Releases screen (issue 42): one table of every target at a glance; each row opens the
// target's page (/admin/releases/<target>). Sections are components of their own, so others
// can be placed beside the table.
import { useCallback } from 'react';
import { ErrorState, Skeleton, useApiData } from '@topup/ui';
import { AdminPage } from '../common/AdminPage';
import { useIsAdmin } from '../common/role';
import { ReleasesOverview } from './ReleasesOverview';
import { ReleaseTokens } from './ReleaseTokens';
import { TargetClaims } from './TargetClaims';
import { useReleasesApi } from './api';
import '../admin.css';

export function ReleasesPage() {
  const api = useReleasesApi();
  const overview = useApiData(useCallback(() => api.overview(), [api]));
  const isAdmin = useIsAdmin();
  return (
    <AdminPage title="Releases">
      {overview.status === 'loading' && <Skeleton lines={6} label="Loading releases" />}
      {overview.status === 'failed' && <ErrorState message="Releases could not be loaded." onRetry={overview.retry} />}
      {overview.status === 'ready' && (
        <>
          <ReleasesOverview rows={overview.data} />
          <TargetClaims />
          {isAdmin && <ReleaseTokens targets={overview.data.map((row) => row.target)} />}
        </>
      )}
    </AdminPage>
  );
}
