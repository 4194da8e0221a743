import { useCallback, useEffect, useState } from 'react';
import { Button, ErrorState, Skeleton, useApiData } from '@topup/ui';
import { useContentApi } from './api';
import { useAction } from '../common/useAction';
import '../admin.css';

/** The dashboard notification and the site's texts; customers see a change at once. */
export function ContentPage() {
  const api = useContentApi();
  const content = useApiData(useCallback(async () => {
    const [settings, notification] = await Promise.all([api.settings(), api.notification()]);
    return { data: { settings: settings.data, notification: notification.data } };
  }, [api]));
  const action = useAction(content.status === 'ready' ? content.reload : undefined);
  const [notification, setNotification] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    if (content.status !== 'ready') return;
    setNotification(content.data.notification ?? '');
    setValues(Object.fromEntries(content.data.settings.map((s) => [s.key, s.value])));
  }, [content]);

  if (content.status === 'loading') return <Skeleton lines={6} label="Loading content" />;
  if (content.status === 'failed') return <ErrorState message="The content could not be loaded." onRetry={content.retry} />;
  return (
    <section className="admin-page" aria-labelledby="content-title">
      <h1 id="content-title">Content</h1>
      <div className="tu-field">
        <label className="tu-field__label" htmlFor="notification-text">Dashboard notification</label>
        <textarea id="notification-text" rows={3} value={notification} onChange={(e) => setNotification(e.target.value)} />
      </div>
      <Button busy={action.busy === 'notification'} onClick={() => void action.run('notification', () => api.updateNotification(notification))}>
        Publish notification
      </Button>
      {content.data.settings.map((setting) => (
        <div key={setting.key} className="tu-field">
          <label className="tu-field__label" htmlFor={`setting-${setting.key}`}>{setting.key}</label>
          <textarea id={`setting-${setting.key}`} rows={setting.value.length > 120 ? 6 : 1} value={values[setting.key] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [setting.key]: e.target.value }))} />
          <Button
            variant="secondary"
            busy={action.busy === setting.key}
            onClick={() => void action.run(setting.key, () => api.updateSetting(setting.key, values[setting.key] ?? ''))}
          >
            Save {setting.key}
          </Button>
        </div>
      ))}
    </section>
  );
}
