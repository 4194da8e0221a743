import type { RemoteRoutesModule } from '@topup/platform';
import { routesFor } from '@topup/platform/declaration';
import declaration from '../remote.json';
import { CallbackPage } from './callback/CallbackPage';
import { WalletPage } from './funding/WalletPage';
import { BonusTransferPage } from './transfer/BonusTransferPage';
import { WalletTransferPage } from './transfer/WalletTransferPage';

const remote: RemoteRoutesModule = {
  routes: routesFor(declaration, {
    '/dashboard/wallet': WalletPage,
    '/dashboard/wallet-transfer': WalletTransferPage,
    '/dashboard/transfer-bonus': BonusTransferPage,
    '/dashboard/callback': CallbackPage,
  }),
};

export default remote;
