import type { RemoteRoutesModule } from '@topup/platform';
import { routesFor } from '@topup/platform/declaration';
import declaration from '../remote.json';
import { UpdateProfilePage } from './profile/UpdateProfilePage';
import { SettingsPage } from './settings/SettingsPage';

/** The signed-in customer's account area (ADR 0039), at the URLs customers used before it moved. */
const remote: RemoteRoutesModule = {
  routes: routesFor(declaration, {
    '/dashboard/setting': { Component: SettingsPage, title: 'Settings' },
    '/dashboard/update-profile': { Component: UpdateProfilePage, title: 'Update Profile' },
  }),
};

export default remote;
