import { useEffect, useState } from 'react';
import type { Setting, TopupApi } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';

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

/** Footer contacts from the SITE_PHONE_NUMBER and SITE_EMAIL settings; a failure is only logged. */
export function useSiteContacts(): SiteContacts {
  const api = useApi();
  const [contacts, setContacts] = useState(PLACEHOLDER_CONTACTS);
  useEffect(() => {
    let current = true;
    loadSiteSettings(api).then(
      (settings) => {
        const value = (key: string) => settings.find((setting) => setting.key === key)?.value;
        if (current)
          setContacts({
            phone: value('SITE_PHONE_NUMBER') ?? PLACEHOLDER_CONTACTS.phone,
            email: value('SITE_EMAIL') ?? PLACEHOLDER_CONTACTS.email,
          });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      current = false;
    };
  }, [api]);
  return contacts;
}
