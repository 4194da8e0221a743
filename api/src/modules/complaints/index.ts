import type { ApiModule } from '../module';
import { complaintRoutes } from './routes';
import { complaintStaffRoutes } from './staff-routes';

/** Complaints on a receipt (ADR 0027): the customer's tickets and the staff queue. */
export const complaintsModule: ApiModule = { name: 'complaints', customer: complaintRoutes, staff: complaintStaffRoutes };
