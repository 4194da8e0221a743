import { useId, useRef } from 'react';
import { useCurrentUser, useToast } from '@topup/platform';
import { UI_MESSAGES } from '@topup/rules';
import { Button, Card } from '@topup/ui';
import './account.css';

/** Spec 1: the registration link carries the referrer's username in `ref`. */
export function referralLink(origin: string, username: string): string {
  return `${origin}/auth/register?ref=${encodeURIComponent(username)}`;
}

/** Spec 2.6 dashboard: the referral link with a Copy button. */
export function ReferralLink() {
  const user = useCurrentUser();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  if (!user) return null;
  const link = referralLink(window.location.origin, user.username);

  // Without the async clipboard (plain-http origins, older browsers) select the text and try the
  // legacy copy command; if that fails too, the selection stays for the user to copy by hand.
  const copyBySelection = () => {
    input.current?.select();
    return document.execCommand?.('copy') ?? false;
  };

  const copy = async () => {
    let copied: boolean;
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(link);
      copied = true;
    } catch {
      copied = copyBySelection();
    }
    if (copied) toast.success(UI_MESSAGES.referral.copied);
  };

  return (
    <Card className="referral" aria-labelledby={titleId}>
      <h2 id={titleId}>Your referral link</h2>
      <div className="referral__row">
        <input
          ref={input}
          className="tu-input referral__link"
          readOnly
          value={link}
          aria-labelledby={titleId}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={copy}>
          Copy
        </Button>
      </div>
    </Card>
  );
}
