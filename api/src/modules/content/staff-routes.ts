import { answers, defineStaffRoutes, object } from '../staff/routes-kit';
import { updateNotification, updateSetting } from './staff';

/** Admin: the site's texts and the notification (customers read them through the public content routes). */
export const contentStaffRoutes = defineStaffRoutes((routes) => {
  routes.act<{ Params: { key: string }; Body: { value: string } }>(
    'PUT',
    '/content/settings/:key/',
    {
      config: answers(object({ key: { type: 'string' }, value: { type: 'string' } }), { admin: true }),
      schema: { summary: 'Change a site text (ABOUT_US, PRIVACY_POLICY...)', body: { type: 'object', required: ['value'], properties: { value: { type: 'string', maxLength: 20_000 } } } },
    },
    async (request, action) => updateSetting(action, request.params.key, request.body.value),
  );
  routes.act<{ Body: { message: string } }>(
    'PUT',
    '/content/notification/',
    {
      config: answers(object({ message: { type: 'string' } }), { admin: true }),
      schema: { summary: 'Change the notification board text', body: { type: 'object', required: ['message'], properties: { message: { type: 'string', maxLength: 2000 } } } },
    },
    async (request, action) => updateNotification(action, request.body.message),
  );
});
