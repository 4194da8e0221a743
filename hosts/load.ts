// The client host's steady load: customers buying airtime as a real API client does (one
// Idempotency-Key per purchase, the same key again on a network error, a 5xx, a 409 or a 429, with
// a growing pause), and a visitor loading pages. Every answer is recorded for the figures.
import { randomUUID } from 'node:crypto';

export interface Customer {
  userId: number;
  token: string;
}

export interface Answer {
  /** When the request was sent, and when its answer (or failure) came. */
  sent: number;
  at: number;
  what: 'purchase' | 'page';
  /** HTTP status; 0: no answer (connection refused, reset, timed out). */
  status: number;
}

export interface Purchase {
  key: string;
  userId: number;
  state: 'open' | 'done' | 'refused';
  attempts: number;
  /** The last answer's status and message when refused. */
  last?: string;
}

const RETRYABLE = new Set([0, 409, 429, 500, 502, 503, 504]);
/** A purchase the client still has not completed after this long is given up: refused. */
const GIVE_UP_MS = 120_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Load {
  readonly answers: Answer[] = [];
  readonly purchases: Purchase[] = [];
  private running = false;
  private loops: Array<Promise<void>> = [];

  constructor(
    private readonly base: string,
    private readonly customers: Customer[],
    private readonly body: () => object,
    private readonly options: { pages?: boolean; pauseMs?: number } = {},
  ) {}

  start(): this {
    this.running = true;
    this.loops = this.customers.map((customer) => this.buyer(customer));
    if (this.options.pages) this.loops.push(this.visitor());
    return this;
  }

  /** Stops starting purchases; each customer completes (or gives up) the one in hand. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  done(): number {
    return this.purchases.filter((p) => p.state === 'done').length;
  }

  /** Waits until `count` more purchases completed than when called. */
  async untilMoreDone(count: number, timeoutMs = 120_000): Promise<void> {
    const target = this.done() + count;
    await until(() => this.done() >= target, timeoutMs, `${count} more purchases`);
  }

  private async buyer(customer: Customer): Promise<void> {
    while (this.running) {
      const purchase: Purchase = { key: randomUUID(), userId: customer.userId, state: 'open', attempts: 0 };
      this.purchases.push(purchase);
      const body = JSON.stringify(this.body());
      const giveUpAt = Date.now() + GIVE_UP_MS;
      let wait = 100;
      for (;;) {
        purchase.attempts += 1;
        const sent = Date.now();
        const { status, text } = await this.call('POST', '/api/v1/purchase-airtime/', {
          authorization: `Bearer ${customer.token}`,
          'content-type': 'application/json',
          'idempotency-key': purchase.key,
        }, body, 20_000);
        this.answers.push({ sent, at: Date.now(), what: 'purchase', status });
        if (status === 200 || status === 201) {
          purchase.state = 'done';
          break;
        }
        if (!RETRYABLE.has(status) || Date.now() > giveUpAt) {
          purchase.state = 'refused';
          purchase.last = `${status} ${text.slice(0, 200)}`;
          break;
        }
        await pause(wait);
        wait = Math.min(wait * 2, 1000);
      }
      if (this.options.pauseMs) await pause(this.options.pauseMs);
    }
  }

  private async visitor(): Promise<void> {
    const pages = ['/', '/registry.json', '/bills/airtime'];
    let n = 0;
    while (this.running) {
      const sent = Date.now();
      const { status } = await this.call('GET', pages[n++ % pages.length]!, {}, undefined, 5_000);
      this.answers.push({ sent, at: Date.now(), what: 'page', status });
      await pause(20);
    }
  }

  private async call(method: string, path: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number) {
    try {
      const response = await fetch(`${this.base}${path}`, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      return { status: 0, text: String((error as Error).cause ?? (error as Error).message) };
    }
  }

  /** Requests sent in a window: how many, and how many failed (5xx or no answer), by what. */
  summary(from = 0, to = Infinity) {
    const inWindow = this.answers.filter((a) => a.sent >= from && a.sent <= to);
    const failed = (what: Answer['what']) => inWindow.filter((a) => a.what === what && (a.status === 0 || a.status >= 500));
    return {
      purchaseAnswers: inWindow.filter((a) => a.what === 'purchase').length,
      purchaseFailures: failed('purchase').length,
      pageAnswers: inWindow.filter((a) => a.what === 'page').length,
      pageFailures: failed('page').length,
      statuses: [...new Set(failed('purchase').concat(failed('page')).map((a) => a.status))].sort(),
    };
  }
}

/** Polls a condition every 20 ms (the harness waits on conditions, never a fixed time). */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await pause(20);
  }
}
