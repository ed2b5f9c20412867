import { describe, expect, it } from 'vitest';
import { startHarness } from '../../testing/harness';

const NOTICE = /X-Forwarded-For\) but TRUST_PROXY is off/;

describe('TRUST_PROXY', () => {
  it('off: says once that forwarded addresses are ignored and how to trust the proxy', async () => {
    const h = await startHarness();
    try {
      await h.app.inject('/api/health/live');
      expect(h.logs.join('')).not.toMatch(NOTICE);
      for (let i = 0; i < 3; i++) {
        await h.app.inject({ url: '/api/session', headers: { 'x-forwarded-for': '198.51.100.7' } });
      }
      const notices = h.logs.filter((line) => NOTICE.test(line));
      expect(notices).toHaveLength(1);
      expect(JSON.parse(notices[0]!)).toMatchObject({ level: 40 });
      expect(notices[0]).toContain('Set TRUST_PROXY');
    } finally {
      await h.close();
    }
  });

  it('1: the client is the address the one proxy saw, not what the client wrote before it', async () => {
    const h = await startHarness({ TRUST_PROXY: '1', RATE_LIMIT_MAX: '3' });
    try {
      const from = (forwarded: string) =>
        h.app.inject({ url: '/api/session', headers: { 'x-forwarded-for': forwarded } });
      // The client wrote 1.2.3.4; the proxy appended the address it really came from, 5.6.7.8.
      for (let i = 0; i < 3; i++) expect((await from('1.2.3.4, 5.6.7.8')).statusCode).toBe(200);
      // Writing another first address does not make a new client: still 5.6.7.8, now over the limit.
      expect((await from('203.0.113.50, 5.6.7.8')).statusCode).toBe(429);
      // Claiming 1.2.3.4 from another real address is that other address's budget, not 1.2.3.4's.
      expect((await from('1.2.3.4, 7.7.7.7')).statusCode).toBe(200);
      expect(h.logs.join('')).not.toMatch(NOTICE);
    } finally {
      await h.close();
    }
  });
});
