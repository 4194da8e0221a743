import { paths } from '@topup/platform';

/** A bill service's screen: /dashboard/bills/{slug} (the slug of its purchase kind). */
export const billPath = (slug: string) => `${paths.bills}/${slug}`;
