import { describe, expect, it } from 'vitest';
import { createMetricsAllow } from './metrics-allow';

describe('createMetricsAllow', () => {
  it('lets in the loopback addresses by default, also IPv4 seen on an IPv6 socket', () => {
    const allowed = createMetricsAllow(['127.0.0.1', '::1']);
    expect(allowed('127.0.0.1')).toBe(true);
    expect(allowed('::1')).toBe(true);
    expect(allowed('::ffff:127.0.0.1')).toBe(true);
    expect(allowed('127.0.0.2')).toBe(false);
    expect(allowed('203.0.113.9')).toBe(false);
  });

  it('matches CIDR ranges of both families', () => {
    const allowed = createMetricsAllow(['10.0.0.0/8', 'fd00::/8']);
    expect(allowed('10.20.30.40')).toBe(true);
    expect(allowed('::ffff:10.1.2.3')).toBe(true);
    expect(allowed('11.0.0.1')).toBe(false);
    expect(allowed('fd12:3456::1')).toBe(true);
    expect(allowed('fe80::1')).toBe(false);
  });

  it('refuses what is not an address at all', () => {
    expect(createMetricsAllow(['127.0.0.1'])('not-an-address')).toBe(false);
    expect(createMetricsAllow(['127.0.0.1'])('')).toBe(false);
  });

  it('stops the start on an entry that is neither an address nor a range', () => {
    expect(() => createMetricsAllow(['10.0.0.0/33'])).toThrow(/METRICS_ALLOW: "10.0.0.0\/33"/);
    expect(() => createMetricsAllow(['prometheus.local'])).toThrow(/not an address or a CIDR range/);
  });
});
