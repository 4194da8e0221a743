import { ADMIN_ONLY, defineStaffRoutes } from '../staff/routes-kit';
import { updateNotification, updateSetting } from './staff';

/** Admin: the site's texts and the notification (customers read them through the public content routes). */
export const contentStaffRoutes = defineStaffRoutes((routes) => {
  routes.act<{ Params: { key: string }; Body: { value: string } }>(
    'PUT',
    '/content/settings/:key/',
    { config: ADMIN_ONLY, schema: { body: { type: 'object', required: ['value'], properties: { value: { type: 'string', maxLength: 20_000 } } } } },
    async (request, action) => updateSetting(action, request.params.key, request.body.value),
  );
  routes.act<{ Body: { message: string } }>(
    'PUT',
    '/content/notification/',
    { config: ADMIN_ONLY, schema: { body: { type: 'object', required: ['message'], properties: { message: { type: 'string', maxLength: 2000 } } } } },
    async (request, action) => updateNotification(action, request.body.message),
  );
});
