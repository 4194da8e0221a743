import type { MailPort } from './port';

/** Development mailbox: hands each message to the sandbox (`POST /sandbox/mail`) over HTTP. */
export function createMailboxMailer(options: { baseUrl: string; from: string; timeoutMs: number }): MailPort {
  const url = `${options.baseUrl.replace(/\/$/, '')}/sandbox/mail`;
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from: options.from, ...message }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`Mailbox answered ${response.status} for ${url}`);
    },
  };
}
