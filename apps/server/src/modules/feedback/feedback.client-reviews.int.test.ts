import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, cookieOf, startHarness, type Harness } from '../../testing/harness';
import { requester } from '../../testing/office-cast';

interface Reply {
  testimonials: { _id: string; review: string; name: string | null; lang: string | null; ts: string }[];
  hasMore: boolean;
}

/** Client reviews: only reviews their senders agreed to show, 3 a page, per language. */
describe('client reviews (GET /api/images/client-reviews)', () => {
  let h: Harness;
  let address = 0;
  const req = requester(
    () => h,
    () => `10.7.${Math.floor(++address / 250)}.${address % 250}`,
  );
  const reviews = async (query = '') => {
    const res = await req('GET', `/api/images/client-reviews${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Reply>();
  };
  const review = (cookie: string | undefined, body: Record<string, unknown>) =>
    req('POST', '/api/feedback', cookie, { source: 'images', ...body });

  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
  });
  afterAll(async () => h?.close());

  it('starts empty: nothing is invented', async () => {
    expect(await reviews()).toEqual({ testimonials: [], hasMore: false });
  });

  it('shows an account’s or a guest’s review only with their consent, never a visitor’s', async () => {
    const ada = await accountFor(h, 'ada@example.com');
    const guest = cookieOf(await req('POST', '/api/auth/guest'));
    const sent = [
      await review(ada.cookie, { review: 'Kept private, please.' }),
      await review(ada.cookie, { review: 'Lovely pictures!', publish: true, name: 'Ada', lang: 'en-GB' }),
      await review(guest, { review: 'Fun for the kids.', publish: true, lang: 'en' }),
      await review(undefined, { review: 'A visitor says hi.', publish: true, lang: 'en' }),
      await review(ada.cookie, { feedback: 'An idea, not a review.', publish: true, lang: 'en' }),
    ];
    for (const res of sent) expect(res.statusCode, res.body).toBe(200);
    const { testimonials, hasMore } = await reviews('?lang=en');
    expect(hasMore).toBe(false);
    expect(testimonials.map((t) => [t.review, t.name, t.lang])).toEqual([
      ['Fun for the kids.', null, 'en'],
      ['Lovely pictures!', 'Ada', 'en'],
    ]);
  });

  it('pages 3 at a time, newest first, and keeps languages apart', async () => {
    const bo = await accountFor(h, 'bo@example.com');
    for (const n of [1, 2, 3, 4])
      expect(
        (await review(bo.cookie, { review: `Muito bom ${n}`, publish: true, lang: 'pt-BR' })).statusCode,
      ).toBe(200);
    const first = await reviews('?lang=pt');
    expect(first.testimonials.map((t) => t.review)).toEqual(['Muito bom 4', 'Muito bom 3', 'Muito bom 2']);
    expect(first.hasMore).toBe(true);
    const second = await reviews('?lang=pt&page=1');
    expect(second).toMatchObject({ hasMore: false });
    expect(second.testimonials.map((t) => t.review)).toEqual(['Muito bom 1']);
    // Without a language: every language.
    expect((await reviews('?page=1')).testimonials).toHaveLength(3);
    expect((await reviews('?lang=de')).testimonials).toEqual([]);
  });

  it('does not show a review the content filter refuses, even with consent', async () => {
    const cy = await accountFor(h, 'cy@example.com');
    const res = await review(cy.cookie, { review: 'vete a la mierda', publish: true, lang: 'es' });
    expect(res.statusCode).toBe(200);
    expect((await reviews('?lang=es')).testimonials).toEqual([]);
  });

  it('names the bad field', async () => {
    for (const [query, field] of [
      ['?page=-1', 'page'],
      ['?page=abc', 'page'],
      ['?lang=english!', 'lang'],
    ] as const) {
      const res = await req('GET', `/api/images/client-reviews${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json()), query).toContain(field);
    }
    const ada = await accountFor(h, 'ada@example.com');
    for (const [body, field] of [
      [{ review: 'x', publish: 'yes' }, 'publish'],
      [{ review: 'x', name: 'n'.repeat(61) }, 'name'],
      [{ review: 'x', lang: 'xx_YY' }, 'lang'],
    ] as const) {
      const res = await review(ada.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
  });
});
