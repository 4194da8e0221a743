import { UI_MESSAGES } from '@topup/rules';
import { Button } from '@topup/ui';
import { useDocumentTitle } from '../pages/site/useDocumentTitle';

const TEXT = UI_MESSAGES.appError;

/**
 * A lazy chunk that no longer exists: the tab runs an older build than the server now has (or
 * the network dropped). A reload fetches the current build.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(error.message);
}

/** The app's error screen: a friendly message and a reload, never a stack trace. */
export function AppErrorPage({ error }: { error: unknown }) {
  useDocumentTitle(TEXT.title);
  return (
    <main className="page app-error" id="main">
      <section className="tu-card" role="alert">
        <h1>{TEXT.title}</h1>
        <p>{isChunkLoadError(error) ? TEXT.newVersion : TEXT.unexpected}</p>
        <Button type="button" onClick={() => window.location.reload()}>
          {TEXT.reload}
        </Button>
      </section>
    </main>
  );
}
