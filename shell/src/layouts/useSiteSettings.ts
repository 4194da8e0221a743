import { useCallback } from 'react';
import type { Setting, TopupApi } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useLoad } from '@topup/ui';

export interface SiteContacts {
  phone: string;
  email: string;
}

/** Shown until (or unless) get-settings/ answers: the spec's footer placeholders. */
export const PLACEHOLDER_CONTACTS: SiteContacts = { phone: '+234 800 000 0000', email: 'support@topup.ng' };

const loaded = new WeakMap<TopupApi, Promise<Setting[]>>();

/**
 * get-settings/, read once per API client and shared by the public layout and the page inside it
 * (contact, about, terms, policies). A failure is not kept, so the next caller asks again.
 */
export function loadSiteSettings(api: TopupApi): Promise<Setting[]> {
  const cached = loaded.get(api);
  if (cached) return cached;
  const settings = api.getSettings().then(({ data }) => data ?? []);
  loaded.set(api, settings);
  settings.catch(() => loaded.delete(api));
  return settings;
}

/** Footer contacts from the SITE_PHONE_NUMBER and SITE_EMAIL settings; a failure is only logged (useLoad). */
export function useSiteContacts(): SiteContacts {
  const api = useApi();
  const state = useLoad(useCallback(() => loadSiteSettings(api), [api]));
  if (state.status !== 'ready') return PLACEHOLDER_CONTACTS;
  const value = (key: string) => state.data.find((setting) => setting.key === key)?.value;
  return {
    phone: value('SITE_PHONE_NUMBER') ?? PLACEHOLDER_CONTACTS.phone,
    email: value('SITE_EMAIL') ?? PLACEHOLDER_CONTACTS.email,
  };
}
