import type { ReactNode } from 'react';
import type { LoadState } from './useLoad';
import { Skeleton } from './Skeleton';
import { ErrorState } from './States';

export interface LoadedProps<T> {
  /** What useLoad / useApiData answered. */
  state: LoadState<T>;
  /** The skeleton's bars and its announced label while loading. */
  lines?: number;
  loading?: string;
  /** The message of the failure, offered with Retry. */
  failed: string;
  /** The content once the data is there. */
  children: (data: T) => ReactNode;
}

/** A load's three faces, the same on every screen: a skeleton, the failure with Retry, the content. */
export function Loaded<T>({ state, lines, loading, failed, children }: LoadedProps<T>) {
  if (state.status === 'loading') return <Skeleton lines={lines} label={loading} />;
  if (state.status === 'failed') return <ErrorState message={failed} onRetry={state.retry} />;
  return <>{children(state.data)}</>;
}
