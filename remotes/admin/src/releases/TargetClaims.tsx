// What each release target may claim (ADR 0030): release managers see it, admins change
// it. Publish and promote refuse a build claiming anything else; the shell mounts a remote only
// within it. Self-contained: its own calls, its own states.
import { useCallback, useState, type FormEvent } from 'react';
import type { ReleaseTarget, ReleaseTargetChange } from '@topup/wire';
import { showApiError } from '@topup/api-client';
import { useToast } from '@topup/platform';
import { Button, EmptyState, ErrorState, Field, Skeleton, useApiData } from '@topup/ui';
import { useCalls, type EnvelopeCalls } from '../common/http';
import { useIsAdmin } from '../common/role';
import { SimpleTable } from '../common/SimpleTable';

const targetCalls = ({ get, post }: EnvelopeCalls) => ({
  list: () => get<ReleaseTarget[]>('admin/release-targets/'),
  change: (target: string, change: ReleaseTargetChange) => post<ReleaseTarget>(`admin/release-targets/${target}/`, change),
});

const listed = (values: string[]) => values.join(', ') || '–';
const parsed = (text: string) => text.split(',').map((value) => value.trim()).filter(Boolean);

/** Folded until opened (rarely needed): the registered targets load only then. */
export function TargetClaims() {
  const [open, setOpen] = useState(false);
  return (
    <section className="admin-card" aria-labelledby="target-claims-title">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <h2 id="target-claims-title">What each target may claim</h2>
        </summary>
        <p>A build claiming another container, area, path, navigation entry or widget is refused at publish and promote.</p>
        {open && <RegisteredTargets />}
      </details>
    </section>
  );
}

/** The registered targets, and for admins a form per remote to change its claims. */
function RegisteredTargets() {
  const api = useCalls(targetCalls);
  const targets = useApiData(useCallback(() => api.list(), [api]));
  const isAdmin = useIsAdmin();
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <>
      {targets.status === 'loading' && <Skeleton lines={3} label="Loading registered targets" />}
      {targets.status === 'failed' && <ErrorState message="Registered targets could not be loaded." onRetry={targets.retry} />}
      {targets.status === 'ready' && targets.data.length === 0 && <EmptyState title="No target is registered">Nothing can be published until an admin registers a target.</EmptyState>}
      {targets.status === 'ready' && targets.data.length > 0 && (
        <SimpleTable
          label="Registered targets"
          columns={['Target', 'Container', 'Area', 'Paths', 'Navigation names', 'Widgets', isAdmin && 'Change']}
          rows={targets.data}
          rowKey={(target) => target.target}
          cells={(target) => (
            <>
              <th scope="row">{target.target}</th>
              <td>{target.container ?? '–'}</td>
              <td>{target.area ?? '–'}</td>
              <td>{listed(target.paths)}</td>
              <td>{listed(target.nav)}</td>
              <td>{listed(target.widgets)}</td>
              {isAdmin && (
                <td>
                  {target.target !== 'shell' && (
                    <Button variant="secondary" aria-expanded={editing === target.target} onClick={() => setEditing(editing === target.target ? null : target.target)}>
                      Change {target.target}
                    </Button>
                  )}
                </td>
              )}
            </>
          )}
        />
      )}
      {isAdmin && targets.status === 'ready' && editing && (
        <ClaimsForm
          key={editing}
          target={targets.data.find((target) => target.target === editing)!}
          save={(change) => api.change(editing, change)}
          onSaved={() => {
            setEditing(null);
            targets.reload();
          }}
        />
      )}
    </>
  );
}

function ClaimsForm({ target, save, onSaved }: { target: ReleaseTarget; save: (change: ReleaseTargetChange) => Promise<{ message: string }>; onSaved: () => void }) {
  const toast = useToast();
  const [container, setContainer] = useState(target.container ?? '');
  const [area, setArea] = useState(target.area ?? '');
  const [paths, setPaths] = useState(target.paths.join(', '));
  const [nav, setNav] = useState(target.nav.join(', '));
  const [widgets, setWidgets] = useState(target.widgets.join(', '));
  const [busy, setBusy] = useState(false);
  // A refusal (a path of another target, one outside the area) stays in place, in words.
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      toast.success((await save({ container: container.trim(), area: area.trim(), paths: parsed(paths), nav: parsed(nav), widgets: parsed(widgets) })).message);
      onSaved();
    } catch (error) {
      setRefusal(showApiError(toast, error).join(' '));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={`What ${target.target} may claim`}>
      {refusal && <p role="alert">{refusal}</p>}
      <Field label="Container (MF global name)" value={container} onChange={(e) => setContainer(e.target.value)} />
      <Field label="Area" value={area} onChange={(e) => setArea(e.target.value)} />
      <Field label="Path prefixes (comma-separated)" value={paths} onChange={(e) => setPaths(e.target.value)} />
      <Field label="Navigation names (comma-separated)" value={nav} onChange={(e) => setNav(e.target.value)} />
      <Field label="Widgets (comma-separated)" value={widgets} onChange={(e) => setWidgets(e.target.value)} />
      <Button type="submit" busy={busy}>
        Save what {target.target} may claim
      </Button>
    </form>
  );
}
