import { fillPath, ownRoute } from '@topup/platform/declaration';
import declaration from '../remote.json';

const receipt = ownRoute(declaration, '/receipt/:id');
const ticket = ownRoute(declaration, '/tickets/:id');

/** The history remote's own routes, as remote.json declares them. */
export const historyPaths = {
  history: ownRoute(declaration, '/history'),
  receipt: (id: number | string) => fillPath(receipt, { id }),
  tickets: ownRoute(declaration, '/tickets'),
  ticket: (id: number | string) => fillPath(ticket, { id }),
};
