import type { RemoteRoutesModule } from '@topup/platform';
import { routesFor } from '@topup/platform/declaration';
import declaration from '../remote.json';
import { TicketPage } from './complaints/TicketPage';
import { TicketsPage } from './complaints/TicketsPage';
import { HistoryPage } from './history/HistoryPage';
import { ReceiptPage } from './receipt/ReceiptPage';

const remote: RemoteRoutesModule = {
  routes: routesFor(declaration, {
    '/dashboard/history': HistoryPage,
    '/dashboard/history/tickets': TicketsPage,
    '/dashboard/history/tickets/:id': { Component: TicketPage, title: 'Ticket' },
    '/dashboard/receipt/:id': ReceiptPage,
  }),
};

export default remote;
