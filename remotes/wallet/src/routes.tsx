import { paths, type RemoteRoutesModule } from '@topup/platform';
import { walletPlaceholder } from './placeholder/WalletPlaceholder';

const remote: RemoteRoutesModule = {
  routes: [
    { path: paths.wallet, Component: walletPlaceholder('Add funds') },
    { path: '/dashboard/wallet-transfer', Component: walletPlaceholder('Wallet transfer') },
    { path: '/dashboard/transfer-bonus', Component: walletPlaceholder('Bonus transfer') },
    { path: '/dashboard/callback', Component: walletPlaceholder('Payment verification') },
  ],
  nav: [{ label: 'Add Funds', to: paths.wallet }],
};

export default remote;
