import type { ComponentType } from 'react';
import { NoTransactionsArt } from './NoTransactionsArt';
import { NothingFoundArt } from './NothingFoundArt';
import { OfflineArt } from './OfflineArt';
import { SomethingWrongArt } from './SomethingWrongArt';

/**
 * Every picture: nothing here yet, nothing found (EmptyState), offline, something went wrong
 * (FailureState). Those two import the pictures they draw, not this map.
 */
export const ILLUSTRATIONS = {
  empty: NoTransactionsArt,
  search: NothingFoundArt,
  offline: OfflineArt,
  error: SomethingWrongArt,
} satisfies Record<string, ComponentType>;

export type IllustrationName = keyof typeof ILLUSTRATIONS;
