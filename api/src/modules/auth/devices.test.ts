import { describeDevice, describePlace, deviceHash } from './devices';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

it('names the browser (major version) and the system of a user agent', () => {
  expect(describeDevice(CHROME_ANDROID)).toMatchObject({ browser: 'Chrome 131', os: 'Android 14' });
  expect(describeDevice(SAFARI_IPHONE)).toMatchObject({ browser: 'Safari 17', os: 'iOS 17.5' });
  expect(describeDevice(undefined)).toEqual({ userAgent: null, browser: null, os: null });
  expect(describeDevice('curl/8.5.0').browser).toBeNull();
});

it('says only what an address tells: a local network, or the public network it is in', () => {
  expect(describePlace('127.0.0.1')).toBe('Local network');
  expect(describePlace('::ffff:192.168.1.20')).toBe('Local network');
  expect(describePlace('100.72.1.9')).toBe('Local network');
  expect(describePlace('::1')).toBe('Local network');
  expect(describePlace('102.89.34.17')).toBe('Network 102.89.34.x');
  expect(describePlace('2c0f:f5c0:4a1:1::9')).toBe('Network 2c0f:f5c0:4a1::/48');
  expect(describePlace('')).toBe('Unknown network');
});

it('counts one user agent as one device', () => {
  expect(deviceHash(CHROME_ANDROID)).toBe(deviceHash(CHROME_ANDROID));
  expect(deviceHash(CHROME_ANDROID)).not.toBe(deviceHash(SAFARI_IPHONE));
});
