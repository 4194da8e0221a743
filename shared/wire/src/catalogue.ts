/* The bill catalogue as get-package/<type>/ answers it: providers and their plans or rates. */
import { Type, type Static } from '@sinclair/typebox';

/** A data or cable plan; cable plans carry variation_code. */
export const DataPlan = Type.Object({
  title: Type.String(),
  amount: Type.Number({ description: 'naira' }),
  vendor_amount: Type.Optional(Type.Number({ description: 'naira, what vendors pay' })),
  code: Type.String(),
  description: Type.String(),
  variation_code: Type.Optional(Type.String()),
});

/** A result checker or registration PIN. */
export const ExamPlan = Type.Object({
  code: Type.String(),
  title: Type.String(),
  amount: Type.Number({ description: 'naira' }),
  vendor_amount: Type.Optional(Type.Number({ description: 'naira, what vendors pay' })),
});

/** Percent figures for airtime and electricity (discount) and airtime-to-cash (commission). */
export const PackageRates = Type.Object({
  discount: Type.Optional(Type.Number()),
  /** Airtime and electricity: the vendors' discount. */
  vendor_discount: Type.Optional(Type.Number()),
  commission: Type.Optional(Type.Number()),
  /** Airtime to cash: the line the customer transfers airtime to. */
  receiving_number: Type.Optional(Type.String()),
});

export type DataPlan = Static<typeof DataPlan>;
export type ExamPlan = Static<typeof ExamPlan>;
export type PackageRates = Static<typeof PackageRates>;
export type PackageProducts = DataPlan[] | ExamPlan[] | PackageRates;

/** A bill provider or service; `products` is a plan list for data, cable and exam pins. */
export const PackageRecord = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    image: Type.String(),
    description: Type.String(),
    key: Type.String(),
    verify: Type.Optional(Type.Boolean({ description: 'true when a profile ID must be verified before purchase (JAMB)' })),
    available: Type.Optional(Type.Boolean({ description: 'false while staff have switched the provider off' })),
    // Serialized as it is (no schema of its own): which of the shapes above depends on the service type.
    products: Type.Unsafe<PackageProducts>({
      description:
        'Data and cable: plans {title, amount, vendor_amount, code, description, variation_code}; airtime and electricity: ' +
        '{discount, vendor_discount}; airtime-to-cash: {commission, receiving_number}; education: plans {code, title, amount, vendor_amount}.',
    }),
  },
);
export type PackageRecord = Static<typeof PackageRecord>;
