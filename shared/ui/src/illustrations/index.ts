import type { ComponentType } from 'react';
import { NoTransactionsArt } from './NoTransactionsArt';
import { NothingFoundArt } from './NothingFoundArt';
import { OfflineArt } from './OfflineArt';
import { SomethingWrongArt } from './SomethingWrongArt';

/** Empty-state pictures: nothing here yet, nothing found, offline, something went wrong. */
export const ILLUSTRATIONS = {
  empty: NoTransactionsArt,
  search: NothingFoundArt,
  offline: OfflineArt,
  error: SomethingWrongArt,
} satisfies Record<string, ComponentType>;

export type IllustrationName = keyof typeof ILLUSTRATIONS;
