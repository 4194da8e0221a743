import { useCallback, useEffect, useState } from 'react';

/** Chrome's install offer, kept until the customer asks for it (not a standard DOM type yet). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'installed' | 'available' | 'ios' | 'unavailable';

const isStandalone = () => typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
const isIos = () => /iphone|ipad|ipod/i.test(navigator.userAgent);

/** Whether and how the app can be installed here, and the action that installs it. */
export function useInstallPrompt(): { state: InstallState; install: () => Promise<void> } {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(isStandalone);

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      setOffer(event as InstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setOffer(null);
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!offer) return;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    setOffer(null);
    if (outcome === 'accepted') setInstalled(true);
  }, [offer]);

  const state: InstallState = installed ? 'installed' : offer ? 'available' : isIos() ? 'ios' : 'unavailable';
  return { state, install };
}
