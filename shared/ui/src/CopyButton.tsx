import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { useToast } from '@topup/platform';
import { UI_MESSAGES } from '@topup/rules';
import { Button } from './Button';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** What it is, as a person says it: "API key", "Token", "Account number". */
  what: string;
}

/**
 * Copies a value a customer must carry elsewhere: an API key, a signing secret, a meter
 * token, an account number. Says so in a toast and on the button; a refused clipboard says how else.
 */
export function CopyButton({ value, what }: CopyButtonProps) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const m = UI_MESSAGES.copy;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(m.done(what));
    } catch {
      toast.error(m.failed(what));
    }
  };
  return (
    <Button type="button" variant="secondary" size="sm" onClick={() => void copy()} aria-label={m.label(what)}>
      {copied ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />} {copied ? m.copied : m.button}
    </Button>
  );
}
