import { useEffect } from 'react';
import { PRODUCT } from '@topup/rules';

/** 'Pricing' -> 'Pricing | Topup Naija'; no screen name gives the home title (name plus tagline). */
export function documentTitle(screen?: string): string {
  return screen ? `${screen} | ${PRODUCT.name}` : `${PRODUCT.name} - ${PRODUCT.tagline}`;
}

/** Spec 2.6: page titles are set per screen. */
export function useDocumentTitle(screen?: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
