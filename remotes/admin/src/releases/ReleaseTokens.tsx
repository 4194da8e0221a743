import { useCallback, useState, type FormEvent } from 'react';
import { Button, Field, Loaded, useApiData } from '@topup/ui';
import { useToast } from '@topup/platform';
import { showApiError } from '@topup/api-client';
import { SimpleTable } from '../common/SimpleTable';
import { useAction } from '../common/useAction';
import { useReleasesApi } from './api';

const ACTIONS = [
  { value: 'publish', label: 'Publish' },
  { value: 'promote', label: 'Promote and roll back' },
];

/** Release tokens for teams' CI (admins): each for named targets and actions, shown once. */
export function ReleaseTokens({ targets }: { targets: string[] }) {
  const api = useReleasesApi();
  const toast = useToast();
  const tokens = useApiData(useCallback(() => api.tokens(), [api]));
  const action = useAction(tokens.status === 'ready' ? tokens.reload : undefined);
  const [name, setName] = useState('');
  const [chosenTargets, setChosenTargets] = useState<string[]>([]);
  const [chosenActions, setChosenActions] = useState<string[]>(['publish']);
  const [created, setCreated] = useState<string | null>(null);
  const toggle = (list: string[], value: string) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await api.createToken(name.trim(), chosenTargets, chosenActions);
      setCreated(answer.data.token);
      toast.success(answer.message);
      if (tokens.status === 'ready') tokens.reload();
    } catch (error) {
      showApiError(toast, error);
    }
  };

  return (
    <section className="admin-card" aria-labelledby="release-tokens-title">
      <h2 id="release-tokens-title">Release tokens</h2>
      <form onSubmit={(event) => void create(event)} aria-label="Create a release token">
        <Field label="Name (the team or CI job)" value={name} onChange={(e) => setName(e.target.value)} />
        <fieldset>
          <legend>For</legend>
          {targets.map((target) => (
            <label key={target}>
              <input type="checkbox" checked={chosenTargets.includes(target)} onChange={() => setChosenTargets(toggle(chosenTargets, target))} /> {target}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>May</legend>
          {ACTIONS.map(({ value, label }) => (
            <label key={value}>
              <input type="checkbox" checked={chosenActions.includes(value)} onChange={() => setChosenActions(toggle(chosenActions, value))} /> {label}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={!name.trim() || chosenTargets.length === 0 || chosenActions.length === 0}>
          Create the token
        </Button>
      </form>
      {created && (
        <p role="status">
          Copy this token now, it is not shown again: <code>{created}</code>
        </p>
      )}
      <Loaded state={tokens} lines={2} loading="Loading release tokens" failed="Release tokens could not be loaded.">
        {(data) => (
          <SimpleTable
            label="Release tokens"
            scrollLabel
            columns={['Name', 'For', 'May', 'State']}
            rows={data}
            rowKey={(token) => token.id}
            cells={(token) => (
              <>
                <td>{token.name}</td>
                <td>{token.targets.join(', ')}</td>
                <td>{token.actions.join(', ')}</td>
                <td>
                  {token.revokedAt ? (
                    'Revoked'
                  ) : (
                    <Button variant="secondary" busy={action.busy === `revoke-${token.id}`} onClick={() => void action.run(`revoke-${token.id}`, () => api.revokeToken(token.id))}>
                      Revoke {token.name}
                    </Button>
                  )}
                </td>
              </>
            )}
          />
        )}
      </Loaded>
    </section>
  );
}
