import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.js';

describe('configuration', () => {
  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
  });

  it('refuses a TRUST_PROXY that would believe any sender', () => {
    for (const value of ['true', '*', '10.0.0.0/33', 'proxy.local'])
      expect(() => parseTrustProxy(value), value).toThrow(/TRUST_PROXY/);
  });
});
