import { useId, useRef } from 'react';
import { Copy, Gift, Share2 } from 'lucide-react';
import { useCurrentUser, useToast } from '@topup/platform';
import { UI_MESSAGES } from '@topup/rules';
import { Button, Card } from '@topup/ui';
import '../pages.css';

/** Spec 1: the registration link carries the referrer's username in `ref`. */
export function referralLink(origin: string, username: string): string {
  return `${origin}/auth/register?ref=${encodeURIComponent(username)}`;
}

/** Spec 2.6 dashboard: the referral link with a Copy button (and Share where the device can). */
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

  const share = () => {
    navigator.share?.({ title: 'Topup Naija', text: UI_MESSAGES.referral.shareText, url: link }).catch(() => undefined);
  };

  // The full link is what Copy and Share give; on screen, the short code (no cut-off URL).
  return (
    <Card className="referral" aria-labelledby={titleId}>
      <Gift className="referral__icon" aria-hidden="true" size={24} />
      <div className="referral__text">
        <h2 id={titleId}>Invite friends, earn a bonus</h2>
        <p>
          Your code <strong>{user.username}</strong>
        </p>
        <input
          ref={input}
          className="tu-visually-hidden"
          readOnly
          tabIndex={-1}
          value={link}
          aria-label="Your referral link"
        />
      </div>
      <div className="referral__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" size={18} /> Copy link
        </Button>
        {typeof navigator.share === 'function' && (
          <Button variant="secondary" onClick={share}>
            <Share2 aria-hidden="true" size={18} /> Share
          </Button>
        )}
      </div>
    </Card>
  );
}
