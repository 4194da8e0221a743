import { ErrorState } from './States';
import { OfflineArt } from './illustrations/OfflineArt';
import { SomethingWrongArt } from './illustrations/SomethingWrongArt';

/** The pictures of a failure. 'auto': offline while the browser says it is offline, else something-went-wrong. */
export type FailureArt = 'offline' | 'error' | 'auto';

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A load failure that fills a screen: ErrorState with a picture above the message. */
export function FailureState({ message, onRetry, illustration = 'auto' }: { message: string; onRetry?: () => void; illustration?: FailureArt }) {
  const Art = (illustration === 'auto' ? (offline() ? 'offline' : 'error') : illustration) === 'offline' ? OfflineArt : SomethingWrongArt;
  return <ErrorState message={message} onRetry={onRetry} art={<Art />} />;
}
