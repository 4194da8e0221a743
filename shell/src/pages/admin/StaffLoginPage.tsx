import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, useSession, useToast } from '@topup/platform';
import { showApiError, type StaffLoginStart } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { MESSAGES } from '@topup/rules';
import { Button, Field } from '@topup/ui';
import { useDocumentTitle } from '../site/useDocumentTitle';

/** Staff sign-in: email and password, then the authenticator code (set up here the first time). */
export function StaffLoginPage() {
  useDocumentTitle('Back office sign-in');
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<StaffLoginStart | null>(null);
  const [busy, setBusy] = useState(false);

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await api.staffLogin({ email: email.trim(), password });
      setStep(result.data);
      toast.info(result.message);
    } catch (error) {
      showApiError(toast, error);
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!step) return;
    setBusy(true);
    try {
      const result = await api.staffTotp({ challenge: step.challenge, code: code.trim() });
      // The back office's session arrives as the HttpOnly staffToken cookie (ADR 0032).
      await session.login();
      toast.success(result.message);
      void navigate(paths.admin, { replace: true });
    } catch (error) {
      showApiError(toast, error);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page auth-card tu-card staff-login" aria-labelledby="staff-login-title">
      <h1 id="staff-login-title">Back office</h1>
      {!step ? (
        <form onSubmit={(event) => void submitPassword(event)} noValidate>
          <Field label="Email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          <Button type="submit" busy={busy} busyLabel={MESSAGES.busy.authenticating} disabled={!email.trim() || !password}>
            Continue
          </Button>
        </form>
      ) : (
        <form onSubmit={(event) => void submitCode(event)} noValidate>
          {step.setup && (
            <div className="staff-login__setup">
              <p>Scan this code with an authenticator app (Google Authenticator, Authy, 1Password…).</p>
              <img src={`data:image/svg+xml;utf8,${encodeURIComponent(step.setup.qr_svg)}`} alt="QR code for your authenticator app" width={200} height={200} />
              <p>
                Or enter this key by hand: <code>{step.setup.secret}</code>
              </p>
            </div>
          )}
          <Field
            label="Authenticator code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" busy={busy} busyLabel={MESSAGES.busy.authenticating} disabled={code.length !== 6}>
            Sign in
          </Button>
        </form>
      )}
    </main>
  );
}
