import type { ApiModule } from '../module';
import { staffAuthRoutes } from './auth-routes';
import { staffRoutes } from './routes';
import { createStaffSignIn } from './sign-in';

/** What is about staff themselves: sign-in, roles, authenticators and the audit log (ADR 0016). */
export const staffModule: ApiModule = {
  name: 'staff',
  tag: 'back office',
  public: staffAuthRoutes,
  staff: staffRoutes,
  services: ({ db, clock, built, tokens }) => {
    const { auth } = built;
    if (!auth) throw new Error('staff services need auth built first');
    return { staffSignIn: createStaffSignIn({ db, auth, tokens, clock }) };
  },
};
