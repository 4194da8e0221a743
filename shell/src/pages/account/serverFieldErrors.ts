import axios from 'axios';

/** The first message per field of a failed call's `data` map (register/: field -> messages). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const data: unknown = axios.isAxiosError(error) ? (error.response?.data as { data?: unknown } | undefined)?.data : null;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(data)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first) errors[field] = first;
  }
  return errors;
}
