import { toast } from 'react-toastify';
import type { Toasts } from '@topup/platform';

export const shellToasts: Toasts = {
  success: (message) => toast.success(message),
  warning: (message) => toast.warning(message),
  error: (message) => toast.error(message),
  info: (message) => toast.info(message),
};
