import { configFromEnv } from './config';
import { assertProductionReady, productionProblems } from './production';

const SAFE = {
  NODE_ENV: 'production',
  BILLS_PROVIDER_URL: 'https://vtpass.example.com',
  PAYMENT_GATEWAY_URL: 'https://api.monnify.example.com',
  JWT_SECRET: 'a'.repeat(48),
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com',
  GATEWAY_SECRET: 'sk_live_0123456789',
};

const problemsOf = (env: NodeJS.ProcessEnv) => productionProblems(configFromEnv(env), env);

describe('production mode (NODE_ENV=production)', () => {
  it('starts with real provider, gateway, mail and a JWT secret', () => {
    expect(problemsOf(SAFE)).toEqual([]);
    expect(() => assertProductionReady(configFromEnv(SAFE), SAFE)).not.toThrow();
  });

  it.each([
    ['no BILLS_PROVIDER_URL (the sandbox default)', { BILLS_PROVIDER_URL: undefined }, /BILLS_PROVIDER_URL/],
    ['the sandbox as bill provider', { BILLS_PROVIDER_URL: 'http://127.0.0.1:8090' }, /BILLS_PROVIDER_URL/],
    ['the sandbox as gateway', { PAYMENT_GATEWAY_URL: 'http://localhost:8090' }, /PAYMENT_GATEWAY_URL/],
    ['no gateway', { PAYMENT_GATEWAY_URL: undefined }, /PAYMENT_GATEWAY_URL/],
    ["the sandbox gateway's secret", { GATEWAY_SECRET: undefined }, /GATEWAY_SECRET/],
    ['the generated JWT secret', { JWT_SECRET: undefined }, /JWT_SECRET/],
    ['a short JWT secret', { JWT_SECRET: 'short' }, /JWT_SECRET/],
    ['the development mailbox', { SMTP_URL: undefined }, /SMTP_URL/],
  ])('refuses %s with a clear message', (_case, change, message) => {
    const env = { ...SAFE, ...change };
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
    expect(() => assertProductionReady(configFromEnv(env), env)).toThrow(/Refusing to start in production mode/);
  });

  it('development starts with every default', () => {
    expect(() => assertProductionReady(configFromEnv({}), {})).not.toThrow();
  });

  it('serves API docs in development, not in production unless API_DOCS=1', () => {
    expect(configFromEnv({}).apiDocs).toBe(true);
    expect(configFromEnv(SAFE).apiDocs).toBe(false);
    expect(configFromEnv({ ...SAFE, API_DOCS: '1' }).apiDocs).toBe(true);
  });

  it('the API binds API_HOST, falling back to HOST, then loopback', () => {
    expect(configFromEnv({}).host).toBe('127.0.0.1');
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(configFromEnv({ HOST: '0.0.0.0', API_HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});
