import { purchaseKind, type PurchaseKindKey } from '@topup/rules';
import { airtimeToCashKind } from './airtime-to-cash';
import { airtimeKind } from './airtime';
import { cableKind } from './cable';
import { dataKind } from './data';
import { electricityKind } from './electricity';
import { educationKind } from './education';
import type { KindModule } from './common';

/** Every purchase kind the API sells, by its descriptor key; routes.ts registers one route per entry. */
const MODULES = { airtime: airtimeKind, data: dataKind, cable: cableKind, electricity: electricityKind, education: educationKind, airtimeToCash: airtimeToCashKind } satisfies Record<PurchaseKindKey, { kind: { key: string } }>;

export const KIND_MODULES = Object.values(MODULES) as unknown as KindModule[];

/** A kind's module by its descriptor key. */
export const kindModule = (key: PurchaseKindKey): KindModule => (MODULES as unknown as Record<PurchaseKindKey, KindModule>)[key];

/** The route a kind's purchases are stored under (its Idempotency-Key's route): the descriptor's route without its slash. */
export const routeOf = (key: PurchaseKindKey): string => purchaseKind(key).route.replace(/\/$/, '');
