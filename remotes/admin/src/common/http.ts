// The admin remote's calls are built on the platform's HTTP transport (ADR 0009), so they ship with
// this remote and never wait for a shell release. Each screen keeps its own calls beside it (ADR 0020).
import { useMemo } from 'react';
import type { AxiosInstance } from 'axios';
import { useHttp } from '@topup/platform';

type Envelope<T> = { message: string; data: T };

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** GET, POST and PUT answering the API's `{ message, data }` envelope. */
export function envelopeCalls(http: AxiosInstance) {
  return {
    get: async <T>(path: string, params?: object) => (await http.get<Envelope<T>>(path, { params })).data,
    post: async <T>(path: string, body?: object) => (await http.post<Envelope<T>>(path, body ?? {})).data,
    put: async <T>(path: string, body: object) => (await http.put<Envelope<T>>(path, body)).data,
    /** A file the API streams (a CSV export): its bytes and the name the API gave it. */
    download: async (path: string, params?: object): Promise<DownloadedFile> => {
      const answer = await http.get<Blob>(path, { params, responseType: 'blob' });
      const disposition = String(answer.headers?.['content-disposition'] ?? '');
      return { blob: answer.data, fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv' };
    },
  };
}

export type EnvelopeCalls = ReturnType<typeof envelopeCalls>;

/** A screen's calls over the shell's transport, built once per transport. */
export function useCalls<T>(create: (calls: EnvelopeCalls) => T): T {
  const http = useHttp();
  return useMemo(() => create(envelopeCalls(http)), [create, http]);
}

// The answers take their types from the @topup/wire schemas the API documents them with (ADR 0019).
/** A transaction as staff see it (several screens list them). */
export type { StaffTransaction } from '@topup/wire';
