import { testConfig } from '../test/support';
import { shutdownGraceMs } from './shutdown';

describe('shutdownGraceMs', () => {
  it('outlasts a requery job (a requery then a pay call, each up to PROVIDER_TIMEOUT_MS), plus 5 s', () => {
    const config = testConfig({ providerTimeoutMs: 10_000 });
    expect(shutdownGraceMs({ ...config, mail: { ...config.mail, timeoutMs: 1_000 } })).toBe(25_000);
  });

  it('outlasts an e-mail send when the mail timeout is the longer one', () => {
    const config = testConfig({ providerTimeoutMs: 1_000 });
    expect(shutdownGraceMs({ ...config, mail: { ...config.mail, timeoutMs: 30_000 } })).toBe(35_000);
  });
});
