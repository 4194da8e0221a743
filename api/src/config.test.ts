import { configFromEnv } from './config';

describe('configFromEnv', () => {
  it('keeps where the web app lives at the top, for every module that links to it', () => {
    expect(configFromEnv({ APP_ORIGIN: 'https://topup.example//' }).appOrigin).toBe('https://topup.example');
    expect(configFromEnv({}).appOrigin).toBe('http://localhost:8080');
    expect(configFromEnv({}).accounts).not.toHaveProperty('appOrigin');
  });

  it('gives contact and password-guess limits their own sections, read from their variables', () => {
    const config = configFromEnv({ CONTACT_PER_IP_LIMIT: '3', PASSWORD_GUESSES_PER_USER_WINDOW_MS: '60000' });
    expect(config.contact.perIp).toEqual({ max: 3, windowMs: 60 * 60_000 });
    expect(config.passwordGuessesPerUser).toEqual({ max: 5, windowMs: 60_000 });
    expect(Object.keys(config.accounts.limits).sort()).toEqual(['registerPerIp', 'resetPerEmail', 'resetPerIp']);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => configFromEnv({ CONTACT_PER_IP_LIMIT: '0' })).toThrow('CONTACT_PER_IP_LIMIT must be a positive integer, got "0"');
    expect(() => configFromEnv({ REGISTER_PER_IP_WINDOW_MS: 'soon' })).toThrow('REGISTER_PER_IP_WINDOW_MS must be a positive integer');
  });
});
