import { describe, expect, it } from 'vitest';
import { emailKey, ipKey, THROTTLE_WINDOW_MS, windowStart } from './login-throttle';

describe('throttle windows', () => {
  it('are fixed 15-minute slots', () => {
    expect(THROTTLE_WINDOW_MS).toBe(15 * 60 * 1000);
    expect(windowStart(new Date('2026-03-01T08:14:59.999Z')).toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(windowStart(new Date('2026-03-01T08:15:00.000Z')).toISOString()).toBe('2026-03-01T08:15:00.000Z');
  });
});

describe('throttle keys', () => {
  it('normalise the e-mail', () => {
    expect(emailKey('  Ops@Example.COM ').key).toBe('email:ops@example.com');
  });

  it('use IPv4 addresses as they are, also when mapped into IPv6', () => {
    expect(ipKey('203.0.113.7').key).toBe('ip:203.0.113.7');
    expect(ipKey('::ffff:203.0.113.7').key).toBe('ip:203.0.113.7');
  });

  it('group IPv6 addresses by their /64', () => {
    expect(ipKey('2001:db8:1:2:aaaa::1').key).toBe('ip:2001:db8:1:2::/64');
    expect(ipKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee').key).toBe('ip:2001:db8:1:2::/64');
    expect(ipKey('2001:db8::1').key).toBe('ip:2001:db8:0:0::/64');
    expect(ipKey('::1').key).toBe('ip:0:0:0:0::/64');
    expect(ipKey('fe80::1%eth0').key).toBe('ip:fe80:0:0:0::/64');
  });

  it('still key an unusable address', () => {
    expect(ipKey('').key).toBe('ip:unknown');
  });
});
