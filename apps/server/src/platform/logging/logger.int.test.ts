import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../testing/harness';

describe('request logs', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h?.close());

  it('never carry a media signature, token or sign-in code from the URL', async () => {
    const urls = [
      '/api/media/private/images/a.png?expires=4102444800&sig=SECRETSIGNATURE',
      '/api/media/public/images/a.png?token=SECRETTOKEN',
      '/api/nothing-here?code=SECRETCODE&state=SECRETSTATE&page=2',
      '/api/media/private/images/a.png?expires=1&si%67=SECRETENCODED',
    ];
    for (const url of urls) await h.app.inject(url);
    const logged = h.logs.join('\n');
    for (const secret of ['SECRETSIGNATURE', 'SECRETTOKEN', 'SECRETCODE', 'SECRETSTATE', 'SECRETENCODED']) {
      expect(logged).not.toContain(secret);
    }
    // The rest of the URL is still there to read.
    expect(logged).toContain('/api/media/private/images/a.png?expires=4102444800&sig=[redacted]');
    expect(logged).toContain('/api/nothing-here?code=[redacted]&state=[redacted]&page=2');
  });
});
