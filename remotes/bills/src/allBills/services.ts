/** The six bill services, in the order the spec lists them. */
export const BILL_SERVICES = [
  { slug: 'airtime', label: 'Airtime', description: 'Top up any network' },
  { slug: 'data', label: 'Data', description: 'Cheap data bundles' },
  { slug: 'cable', label: 'Cable TV', description: 'DStv, GOtv, Startimes, SHOWMAX' },
  { slug: 'electricity', label: 'Electricity', description: 'Prepaid and postpaid meters' },
  { slug: 'education', label: 'Result PIN', description: 'Exam result pins' },
  { slug: 'airtime-cash', label: 'Airtime to Cash', description: 'Convert airtime to cash' },
] as const;

export type BillSlug = (typeof BILL_SERVICES)[number]['slug'];

export const billPath = (slug: BillSlug) => `/dashboard/bills/${slug}`;
