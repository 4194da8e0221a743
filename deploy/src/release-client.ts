// The release API over HTTP (ADR 0018): what `npm run release -- ... --server` and a team's CI
// call, with a release token.
import type { CanaryChange, CanaryPlanChange, Registry, ReleaseChange as Change } from '@topup/wire';
import { TAR, tarOf } from '@topup/api/web-tier';
import { readDist } from './dist-files';

export class ReleaseCallFailed extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export class ReleaseClient {
  readonly server: string;

  constructor(
    server: string,
    private readonly token: string,
  ) {
    this.server = server.replace(/\/$/, '');
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: object | { tar: Buffer }): Promise<{ message: string; data: T }> {
    let response: Response;
    const tar = body && 'tar' in body && Buffer.isBuffer(body.tar) ? body.tar : null;
    try {
      response = await fetch(`${this.server}/api/v1/${path}`, {
        method,
        headers: { authorization: `Bearer ${this.token}`, ...(tar ? { 'content-type': TAR } : body ? { 'content-type': 'application/json' } : {}) },
        ...(tar ? { body: new Uint8Array(tar) } : body ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      throw new ReleaseCallFailed(`cannot reach ${this.server} (${(error as Error).cause ?? (error as Error).message})`, 0);
    }
    const text = await response.text();
    let answer: { message?: string; data?: T } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // not JSON: a proxy's error page; the status says enough
    }
    if (!response.ok) throw new ReleaseCallFailed(answer.message ?? `HTTP ${response.status} from ${this.server}`, response.status);
    return { message: answer.message ?? '', data: answer.data as T };
  }

  async status(): Promise<Registry> {
    return (await this.call<Registry>('GET', 'releases/')).data;
  }

  /** Sends the dist folder as a tar archive (ADR 0031): the API reads it as it arrives, with no base64. */
  publish(target: string, distDir: string, options: { promote?: boolean } = {}) {
    return this.call<{ version: string; created: boolean; live: boolean }>('POST', `releases/${target}/publish/${options.promote ? '?promote=true' : ''}`, {
      tar: tarOf(readDist(distDir)),
    });
  }

  promote(target: string, version: string, options: { force?: boolean; expected?: string | null } = {}) {
    return this.call<Change>('POST', `releases/${target}/promote/`, { version, ...options });
  }

  rollback(target: string, options: { expected?: string | null } = {}) {
    return this.call<Change>('POST', `releases/${target}/rollback/`, options);
  }

  /** A share by hand, or a plan of steps the canary watch widens it along (ADR 0034). */
  canary(target: string, version: string, share: number | { steps: number[]; minLoads?: number; minutes?: number }) {
    return this.call<CanaryChange>('POST', `releases/${target}/canary/`, typeof share === 'number' ? { version, percent: share } : { version, ...share });
  }

  pauseCanary(target: string) {
    return this.call<CanaryPlanChange>('POST', `releases/${target}/canary/pause/`);
  }

  resumeCanary(target: string) {
    return this.call<CanaryPlanChange>('POST', `releases/${target}/canary/resume/`);
  }

  abortCanary(target: string) {
    return this.call<CanaryChange>('POST', `releases/${target}/canary/abort/`);
  }

  completeCanary(target: string) {
    return this.call<Change>('POST', `releases/${target}/canary/complete/`);
  }

  preview(target: string, version: string) {
    return this.call<{ target: string; version: string; path: string; url?: string; expiresAt: string }>('POST', `releases/${target}/preview/`, { version });
  }
}
