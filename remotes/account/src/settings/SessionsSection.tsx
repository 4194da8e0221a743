import { useCallback, useState } from 'react';
import { LogOut, Monitor } from 'lucide-react';
import { showApiError, type CustomerSession } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useToast } from '@topup/platform';
import { SESSION_MESSAGES, formatDateTime } from '@topup/rules';
import { Button, EmptyState, Loaded, useApiData } from '@topup/ui';

const M = SESSION_MESSAGES.ui;

/** Settings: the customer's signed-in sessions; sign out one, or every other (ADR 0025). */
export function SessionsSection() {
  const api = useApi();
  const toast = useToast();
  const sessions = useApiData(useCallback(() => api.getSessions(), [api]));
  const [busy, setBusy] = useState<string | null>(null);

  const end = async (key: string, call: () => Promise<{ message: string }>) => {
    setBusy(key);
    try {
      const { message } = await call();
      toast.success(message);
    } catch (error) {
      showApiError(toast, error);
    } finally {
      setBusy(null);
    }
    if (sessions.status === 'ready') sessions.reload();
  };

  const others = sessions.status === 'ready' ? sessions.data.filter((s) => !s.current) : [];

  return (
    <section className="tu-card account-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{M.title}</h2>
      <Loaded state={sessions} lines={2} loading="Loading sessions" failed={M.loadFailed}>
        {(data) => (
          <>
            <ul className="account-items">
              {data.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  busy={busy === session.id}
                  onEnd={() => void end(session.id, () => api.endSession(session.id))}
                />
              ))}
            </ul>
            {others.length === 0 ? (
              <EmptyState>{M.empty}</EmptyState>
            ) : (
              <Button variant="danger" size="sm" busy={busy === 'others'} onClick={() => void end('others', () => api.endOtherSessions())}>
                <LogOut aria-hidden="true" size={16} />
                {M.signOutOthers}
              </Button>
            )}
          </>
        )}
      </Loaded>
    </section>
  );
}

function SessionRow({ session, busy, onEnd }: { session: CustomerSession; busy: boolean; onEnd: () => void }) {
  const device = `${session.browser} on ${session.os}`;
  return (
    <li className="account-item">
      <span className="account-item__icon" aria-hidden="true">
        <Monitor size={18} />
      </span>
      <span className="account-item__text">
        <span className="account-item__title">
          {device}
          {session.current && <span className="account-item__tag">{M.thisDevice}</span>}
        </span>
        <span className="account-item__detail">
          {session.place} · {M.lastSeen} {formatDateTime(session.last_seen_at)}
        </span>
      </span>
      {!session.current && (
        <span className="account-item__actions">
          <Button size="sm" variant="secondary" busy={busy} aria-label={`${M.signOut}: ${device}, ${session.place}`} onClick={onEnd}>
            {M.signOut}
          </Button>
        </span>
      )}
    </li>
  );
}
