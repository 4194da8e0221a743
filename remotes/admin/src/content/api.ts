import { useCalls, type EnvelopeCalls } from '../common/http';

const contentCalls = ({ get, put }: EnvelopeCalls) => ({
  settings: () => get<Array<{ key: string; value: string }>>('get-settings/'),
  notification: () => get<string>('get-notification/'),
  updateSetting: (key: string, value: string) => put<unknown>(`admin/content/settings/${encodeURIComponent(key)}/`, { value }),
  updateNotification: (message: string) => put<unknown>('admin/content/notification/', { message }),
});

export const useContentApi = () => useCalls(contentCalls);
