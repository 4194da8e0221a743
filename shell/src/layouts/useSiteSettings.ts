import { useEffect, useState } from 'react';
import { useApi } from '@topup/platform';

export interface SiteContacts {
  phone: string;
  email: string;
}

/** Shown until (or unless) get-settings/ answers: the spec's footer placeholders. */
export const PLACEHOLDER_CONTACTS: SiteContacts = { phone: '+234 800 000 0000', email: 'support@topup.ng' };

/** Footer contacts from the SITE_PHONE_NUMBER and SITE_EMAIL settings; a failure is only logged. */
export function useSiteContacts(): SiteContacts {
  const api = useApi();
  const [contacts, setContacts] = useState(PLACEHOLDER_CONTACTS);
  useEffect(() => {
    let current = true;
    api.getSettings().then(
      ({ data }) => {
        const value = (key: string) => data?.find((setting) => setting.key === key)?.value;
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
