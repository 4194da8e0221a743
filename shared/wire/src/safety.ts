/* ADR 0025: saved beneficiaries and the customer's sessions. */
import { Type, type Static } from '@sinclair/typebox';
import { BENEFICIARY_KINDS } from '@topup/rules';

export const BeneficiaryKind = Type.Union(BENEFICIARY_KINDS.map((kind) => Type.Literal(kind)));

export const Beneficiary = Type.Object({
  id: Type.Integer(),
  kind: BeneficiaryKind,
  value: Type.String({ description: 'a phone number (0XXXXXXXXXX), smart card, meter number or e-mail' }),
  name: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

export const BeneficiaryInput = Type.Object({
  kind: Type.Optional(Type.String({ maxLength: 20 })),
  value: Type.Optional(Type.String({ maxLength: 254 })),
  name: Type.Optional(Type.String({ maxLength: 200 })),
});

export const BeneficiaryRename = Type.Object({ name: Type.Optional(Type.String({ maxLength: 200 })) });

export const CustomerSession = Type.Object({
  id: Type.String({ description: "the session's id (the token's jti)" }),
  browser: Type.String({ description: "browser and version parsed from the sign-in's user agent, or 'Unknown browser'" }),
  os: Type.String({ description: 'operating system parsed from the user agent' }),
  place: Type.String({ description: "what the address tells without a lookup: 'Local network' or its network ('Network 102.89.34.x')" }),
  created_at: Type.String({ format: 'date-time' }),
  last_seen_at: Type.String({ format: 'date-time' }),
  current: Type.Boolean({ description: 'the session of this request' }),
});

export const EndedSessions = Type.Object({ ended: Type.Integer() });

export type BeneficiaryKindName = Static<typeof BeneficiaryKind>;
export type Beneficiary = Static<typeof Beneficiary>;
export type CustomerSession = Static<typeof CustomerSession>;
