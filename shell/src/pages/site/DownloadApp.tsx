import { Download, Share } from 'lucide-react';
import { PRODUCT } from '@topup/rules';
import { Button } from '@topup/ui';
import { useInstallPrompt } from '../../pwa/useInstallPrompt';

/** The home page's Download App section (the footer's anchor): install the web app on this device. */
export function DownloadApp() {
  const { state, install } = useInstallPrompt();
  return (
    <section className="tu-card site-download" id="download" aria-labelledby="download-title">
      <img src="/icons/icon-192.png" alt="" width={64} height={64} />
      <div>
        <h2 id="download-title">Download the app</h2>
        <p>Add {PRODUCT.name} to your home screen: it opens like an app, starts faster and works on any phone.</p>
        {state === 'available' && (
          <Button onClick={() => void install()}>
            <Download aria-hidden="true" size={18} /> Install the app
          </Button>
        )}
        {state === 'installed' && <p className="site-download__done">The app is installed on this device.</p>}
        {state === 'ios' && (
          <p>
            On iPhone or iPad: tap <Share aria-label="Share" size={16} /> Share, then <strong>Add to Home Screen</strong>.
          </p>
        )}
        {state === 'unavailable' && (
          <p>In Chrome or Edge, open the browser menu and choose <strong>Install app</strong> or <strong>Add to Home screen</strong>.</p>
        )}
      </div>
    </section>
  );
}
