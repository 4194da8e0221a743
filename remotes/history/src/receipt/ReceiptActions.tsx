import { useState, type RefObject } from 'react';
import { Download, Printer, Share2 } from 'lucide-react';
import { useToast } from '@topup/platform';
import { UI_MESSAGES } from '@topup/rules';
import { Button } from '@topup/ui';

/**
 * Share (the device's share sheet, else the clipboard), Download (a PNG of the receipt card, the
 * image library loaded only on click) and Print (the print stylesheet shows only the receipt).
 */
export function ReceiptActions({ summary, fileName, card }: { summary: string; fileName: string; card: RefObject<HTMLElement | null> }) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      // A dismissed share sheet rejects: nothing to report.
      await navigator.share({ title: 'Receipt', text: summary }).catch(() => undefined);
      return;
    }
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(summary);
      toast.success(UI_MESSAGES.receipt.copied);
    } catch {
      toast.error(UI_MESSAGES.receipt.copyFailed);
    }
  };

  const download = async () => {
    if (!card.current) return;
    setDownloading(true);
    try {
      const { toPng } = await import('html-to-image');
      const background = getComputedStyle(card.current).backgroundColor;
      const url = await toPng(card.current, { pixelRatio: 2, backgroundColor: background, filter: (node) => !(node instanceof HTMLElement && node.dataset.noCapture !== undefined) });
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
    } catch (error) {
      console.error(error);
      toast.error(UI_MESSAGES.receipt.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="receipt__actions" data-no-capture="">
      <Button variant="secondary" onClick={() => void share()}>
        <Share2 aria-hidden="true" size={18} /> Share
      </Button>
      <Button variant="secondary" busy={downloading} busyLabel={UI_MESSAGES.receipt.preparingImage} onClick={() => void download()}>
        <Download aria-hidden="true" size={18} /> Download
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer aria-hidden="true" size={18} /> Print
      </Button>
    </div>
  );
}
