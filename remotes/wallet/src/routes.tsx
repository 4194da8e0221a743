import { paths, type RemoteRoutesModule } from '@topup/platform';
import { CallbackPage } from './callback/CallbackPage';
import { WalletPage } from './funding/WalletPage';
import { BonusTransferPage } from './transfer/BonusTransferPage';
import { WalletTransferPage } from './transfer/WalletTransferPage';

const remote: RemoteRoutesModule = {
  routes: [
    { path: paths.wallet, Component: WalletPage },
    { path: '/dashboard/wallet-transfer', Component: WalletTransferPage },
    { path: '/dashboard/transfer-bonus', Component: BonusTransferPage },
    { path: '/dashboard/callback', Component: CallbackPage },
  ],
  nav: [{ label: 'Add Funds', to: paths.wallet }],
};

export default remote;
