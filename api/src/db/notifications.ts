import type pg from 'pg';

export type NotificationHandler = (payload: string) => void;

export interface Notifications {
  /** Calls `handler` with each NOTIFY payload on `channel` (LISTENed from the next connection on). */
  on(channel: string, handler: NotificationHandler): void;
  /** Called each time the listener is (re)connected and listening to every channel. */
  onListening(handler: () => void): void;
  /** Called when the connection is lost: notifications may have been missed from then on. */
  onLost(handler: () => void): void;
  close(): Promise<void>;
}

/**
 * One dedicated PostgreSQL connection per process that LISTENs on the channels the modules ask
 * for (new jobs, revoked sessions). A lost connection is reopened with backoff; the modules hear
 * of the loss so they can stop trusting what they keep (the session cache) until it is back.
 */
export function listenForNotifications(options: {
  /** Opens a dedicated connection with `onError` listening from before the handshake. */
  connect: (onError: (error: Error) => void) => Promise<pg.Client>;
  log: { warn(obj: unknown, msg: string): void };
  retryMs?: number;
}): Notifications {
  const channels = new Map<string, NotificationHandler[]>();
  const listening: Array<() => void> = [];
  const lost: Array<() => void> = [];
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const open = async () => {
    if (closed) return;
    let next: pg.Client | undefined;
    let failed = false;
    // Attached before the connection opens: a backend terminated right after the handshake
    // errors in the same read as "ready", before any later listener could be added.
    const onError = (err: Error) => {
      if (failed) return;
      failed = true;
      options.log.warn({ err }, 'notification connection lost; reconnecting');
      next?.end().catch(() => undefined);
      if (next && client === next) connectionLost();
    };
    try {
      next = await options.connect(onError);
      if (failed) throw new Error('connection lost while opening');
      next.on('notification', (message) => {
        for (const handler of channels.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      for (const channel of channels.keys()) await next.query(`LISTEN ${channel}`);
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      if (failed) throw new Error('connection lost while listening');
      client = next;
      failures = 0;
      for (const handler of listening) handler();
    } catch (err) {
      if (!failed) options.log.warn({ err }, 'could not listen for notifications; retrying');
      failed = true;
      next?.end().catch(() => undefined);
      schedule();
    }
  };
  const connectionLost = () => {
    client = undefined;
    for (const handler of lost) handler();
    schedule();
  };
  const schedule = () => {
    if (closed || retry) return;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void open();
    }, Math.min(30_000, (options.retryMs ?? 500) * 2 ** Math.min(failures - 1, 6)));
    retry.unref();
  };
  // Modules register their channels while the app is built; the connection opens after that.
  const started = setImmediate(() => void open());

  return {
    on(channel, handler) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      channels.set(channel, [...(channels.get(channel) ?? []), handler]);
      if (client) {
        // Registered late: LISTEN now on the open connection.
        client.query(`LISTEN ${channel}`).catch(() => undefined);
      }
    },
    onListening(handler) {
      listening.push(handler);
      if (client) handler();
    },
    onLost(handler) {
      lost.push(handler);
    },
    async close() {
      closed = true;
      clearImmediate(started);
      if (retry) clearTimeout(retry);
      const open = client;
      client = undefined;
      if (open) for (const handler of lost) handler();
      await open?.end().catch(() => undefined);
    },
  };
}
