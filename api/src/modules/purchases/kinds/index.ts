import { airtimeToCashKind } from './airtime-to-cash';
import { airtimeKind } from './airtime';
import { cableKind } from './cable';
import { dataKind } from './data';
import { electricityKind } from './electricity';
import { examPinsKind } from './exam-pins';
import type { KindModule } from './common';

/** Every purchase kind the API sells; routes.ts registers one route per entry. */
export const KIND_MODULES = [airtimeKind, dataKind, cableKind, electricityKind, examPinsKind, airtimeToCashKind] as unknown as KindModule[];
