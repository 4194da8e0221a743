import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Bell, ChevronRight, LogOut, Mail, Moon, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { showApiError } from '@topup/api-client';
import { paths, useSession, useSignOut, useTheme, useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { UI_MESSAGES } from '@topup/rules';
import { BuildLabel, Button } from '@topup/ui';
import { BeneficiariesSection } from './BeneficiariesSection';
import { SessionsSection } from './SessionsSection';
import { ScheduledTopUps } from './ScheduledTopUps';
import { SettingSwitch } from './SettingSwitch';
import { TransactionPinSettings } from './TransactionPinSettings';
import { UserLoadFailed } from './UserLoadFailed';
import { VendorSettings } from './VendorSettings';
import './account.css';

/** Spec 2.6 /dashboard/setting: e-mail notifications (kept on the account), dark mode, links, Logout. */
export function SettingsPage() {
  const session = useSession();
  const theme = useTheme();
  const navigate = useNavigate();

  const { busy: loggingOut, signOut: logout } = useSignOut(() => void navigate(paths.login, { replace: true }));

  return (
    <div className="page account">
      {session.userStatus === 'failed' && <UserLoadFailed />}
      <section className="tu-card account-list" aria-label="Preferences">
        <EmailNotificationsSwitch />
        <SettingSwitch icon={Moon} label="Dark mode" checked={theme.theme === 'dark'} onToggle={theme.toggle} />
      </section>
      <BeneficiariesSection />
      <SessionsSection />
      <TransactionPinSettings />
      <VendorSettings />
      <ScheduledTopUps />
      <nav className="tu-card account-list" aria-label="Account">
        <RowLink to="/dashboard/update-profile" icon={UserRound} label="Update Profile" />
        <RowLink to="/policy" icon={ShieldCheck} label="Policy" />
        <RowLink to="/contact" icon={Mail} label="Contact Us" />
        <Button variant="danger" busy={loggingOut} busyLabel={UI_MESSAGES.logout.busy} onClick={() => void logout()}>
          <LogOut aria-hidden="true" size={18} />
          Logout
        </Button>
      </nav>
      <BuildLabel />
    </div>
  );
}

function RowLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Link to={to} className="account-row">
      <span className="account-row__icon" aria-hidden="true">
        <Icon size={20} />
      </span>
      <span className="account-row__label">{label}</span>
      <ChevronRight className="account-row__chevron" aria-hidden="true" size={18} />
    </Link>
  );
}

function EmailNotificationsSwitch() {
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const stored = session.user?.email_notifications ?? false;
  const [enabled, setEnabled] = useState(stored);
  const [saving, setSaving] = useState(false);
  useEffect(() => setEnabled(stored), [stored]);

  const toggle = async () => {
    const next = !enabled;
    setSaving(true);
    try {
      const { message } = await api.updateUserSettings({ email_notifications: next });
      setEnabled(next);
      toast.success(message);
      await session.refreshUser().catch((error: unknown) => console.error(error));
    } catch (error) {
      showApiError(toast, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingSwitch
      icon={Bell}
      label="Email notifications"
      checked={enabled}
      disabled={saving || !session.user}
      onToggle={() => void toggle()}
    />
  );
}
