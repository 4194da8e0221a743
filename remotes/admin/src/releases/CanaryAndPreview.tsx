// Canary and preview on the Releases screen (ADR 0022): a running canary's state with
// widen, complete and abort; a canary start for a published remote version; a preview link for any
// published version. Each answer (or refusal, in words) comes back through `onDone`.
import { useState, type FormEvent } from 'react';
import { Button, Field, Select } from '@topup/ui';
import { formatCanarySteps, formatDateTime, parseCanarySteps } from '@topup/rules';
import type { Track } from './api';

export interface CanaryAndPreviewProps {
  target: string;
  track: Track;
  busy: boolean;
  /** Runs one call; the page shows its message or its refusal and reloads the registry. */
  run: (call: 'canary' | 'abort' | 'complete' | 'pause' | 'resume' | 'preview', input: { version?: string; percent?: number; steps?: number[] }) => Promise<{ path?: string; url?: string } | void>;
}

const percentError = (text: string) => (/^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= 100 ? null : 'A whole number from 1 to 100');

export function CanaryAndPreview({ target, track, busy, run }: CanaryAndPreviewProps) {
  const others = Object.keys(track.versions).filter((version) => version !== track.live).reverse();
  const [canaryVersion, setCanaryVersion] = useState(others[0] ?? '');
  const [percent, setPercent] = useState(String(track.canary?.percent ?? 10));
  const [percentProblem, setPercentProblem] = useState<string | null>(null);
  // A plan of steps (ADR 0034): the canary widens itself along it; empty: a share by hand.
  const [stepsText, setStepsText] = useState('');
  const [stepsProblem, setStepsProblem] = useState<string | null>(null);
  const [previewVersion, setPreviewVersion] = useState(Object.keys(track.versions).reverse()[0] ?? '');
  const [link, setLink] = useState<string | null>(null);
  const canary = track.canary;

  const submitCanary = (event: FormEvent) => {
    event.preventDefault();
    if (stepsText.trim()) {
      const parsed = parseCanarySteps(stepsText);
      setStepsProblem('problem' in parsed ? parsed.problem : null);
      setPercentProblem(null);
      if (!('problem' in parsed)) void run('canary', { version: canary?.version ?? canaryVersion, steps: parsed.steps });
      return;
    }
    setStepsProblem(null);
    const problem = percentError(percent);
    setPercentProblem(problem);
    if (problem) return;
    void run('canary', { version: canary?.version ?? canaryVersion, percent: Number(percent) });
  };
  const submitPreview = async (event: FormEvent) => {
    event.preventDefault();
    setLink(null);
    const answer = await run('preview', { version: previewVersion });
    // The web app's origin the API names: the back office may be served from another host.
    if (answer?.path) setLink(answer.url ?? `${window.location.origin}${answer.path}`);
  };

  return (
    <div className="admin-release-canary">
      {canary ? (
        <p role="status">
          Canary: {canary.version} for {canary.percent} % of signed-in customers, since {formatDateTime(canary.since)}, by {canary.by}
          {canary.plan &&
            `. Plan ${formatCanarySteps(canary.plan.steps)}: step ${canary.plan.step + 1} of ${canary.plan.steps.length}, widens after ${canary.plan.minLoads} loads and ${canary.plan.minutes} min at a step when no worse than stable${canary.plan.paused ? ' (paused)' : ''}`}
        </p>
      ) : null}
      {target !== 'shell' && (canary || others.length > 0) && (
        <form onSubmit={submitCanary} aria-label={`Canary of ${target}`} noValidate>
          {!canary && (
            <Select label="Canary version" value={canaryVersion} onChange={(e) => setCanaryVersion(e.target.value)} options={others.map((version) => ({ value: version, label: version }))} />
          )}
          <Field label="Share of signed-in customers (%)" inputMode="numeric" value={percent} error={percentProblem} onChange={(e) => setPercent(e.target.value)} />
          <Field label="Or a plan of steps (%), e.g. 10,50,100" value={stepsText} error={stepsProblem} onChange={(e) => setStepsText(e.target.value)} />
          <Button type="submit" variant="secondary" busy={busy}>
            {canary ? 'Change the share or plan' : 'Start the canary'}
          </Button>
          {canary?.plan && (
            <Button type="button" variant="secondary" busy={busy} onClick={() => void run(canary.plan!.paused ? 'resume' : 'pause', {})}>
              {canary.plan.paused ? 'Resume the plan' : 'Pause the plan'}
            </Button>
          )}
          {canary && (
            <>
              <Button type="button" variant="secondary" busy={busy} onClick={() => void run('complete', {})}>
                Complete: {canary.version} live for everyone
              </Button>
              <Button type="button" variant="secondary" busy={busy} onClick={() => void run('abort', {})}>
                Abort the canary
              </Button>
            </>
          )}
        </form>
      )}
      <form onSubmit={(event) => void submitPreview(event)} aria-label={`Preview of ${target}`}>
        <Select label="Version to preview" value={previewVersion} onChange={(e) => setPreviewVersion(e.target.value)} options={Object.keys(track.versions).reverse().map((version) => ({ value: version, label: version }))} />
        <Button type="submit" variant="secondary" busy={busy}>
          Get a preview link
        </Button>
        {link && (
          <p>
            Preview link (one hour; opens it in this browser only): <a href={link}>{link}</a>
          </p>
        )}
      </form>
    </div>
  );
}
