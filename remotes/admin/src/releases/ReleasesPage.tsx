// The Releases screen (ADR 0034): one table of every target at a glance; each row opens the
// target's page (/admin/releases/<target>). Sections are components of their own, so others
// can be placed beside the table.
import { useCallback } from 'react';
import { Loaded, useApiData } from '@topup/ui';
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
      <Loaded state={overview} lines={6} loading="Loading releases" failed="Releases could not be loaded.">
        {(data) => (
          <>
            <ReleasesOverview rows={data} />
            <TargetClaims />
            {isAdmin && <ReleaseTokens targets={data.map((row) => row.target)} />}
          </>
        )}
      </Loaded>
    </AdminPage>
  );
}
