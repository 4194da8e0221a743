import { ownRoute } from '@topup/platform/declaration';
import declaration from '../remote.json';

/** A bill service's screen, as remote.json declares it (its path ends with the purchase kind's slug). */
export const billPath = (slug: string) => ownRoute(declaration, `/${slug}`);
