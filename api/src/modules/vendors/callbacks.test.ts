import { callbackRefusal } from './callbacks';

describe("a vendor's callback URL (SSRF guard)", () => {
  it.each(['http://127.0.0.1:5432/', 'http://localhost:8081/api/v1/', 'http://10.0.0.8/hook', 'http://[::1]/hook', 'http://169.254.169.254/latest/meta-data/', 'http://[::ffff:192.168.1.1]/'])(
    '%s is not called in production',
    async (url) => {
      expect(await callbackRefusal(url, false)).toMatch(/^Not sent: .* private network address$/);
    },
  );

  it('a public address is called', async () => {
    expect(await callbackRefusal('https://203.0.113.7/topup/callback', false)).toBeNull();
  });

  it('a name that does not resolve is not called', async () => {
    expect(await callbackRefusal('https://no-such-host.invalid/hook', false)).toBe('Not sent: no-such-host.invalid does not resolve');
  });

  it('development and tests may use receivers on this machine', async () => {
    expect(await callbackRefusal('http://127.0.0.1:9000/', true)).toBeNull();
  });
});
