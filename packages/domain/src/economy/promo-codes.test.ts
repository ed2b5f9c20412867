import { describe, expect, it } from 'vitest';
import { PRODUCTS, findProduct, type Product } from './products';
import { PROMO_CODES, isOncePerAccount, priceWithPromo, quotePromo } from './promo-codes';

type Expected = number | 'unknown' | 'not_applicable';

/** Every product × every code: the first payment in cents, or why the code is refused. */
const TABLE: Record<string, Record<'none' | 'SONG' | 'UPGRADE' | 'FREE', Expected>> = {
  'credits-small': { none: 499, SONG: 'not_applicable', UPGRADE: 'not_applicable', FREE: 'unknown' },
  'credits-medium': { none: 1999, SONG: 'not_applicable', UPGRADE: 'not_applicable', FREE: 'unknown' },
  'credits-large': { none: 4999, SONG: 'not_applicable', UPGRADE: 'not_applicable', FREE: 'unknown' },
  // $10 off, but a month never below the spec's lowest quoted Pro price, $5.
  'sub-pro': { none: 1000, SONG: 'not_applicable', UPGRADE: 500, FREE: 'unknown' },
  'sub-premium': { none: 2000, SONG: 'not_applicable', UPGRADE: 1000, FREE: 'unknown' },
  'sub-ultimate': { none: 4000, SONG: 'not_applicable', UPGRADE: 3000, FREE: 'unknown' },
  'offer-7day': { none: 499, SONG: 'not_applicable', UPGRADE: 'not_applicable', FREE: 'unknown' },
  'offer-7day-video': { none: 999, SONG: 'not_applicable', UPGRADE: 'not_applicable', FREE: 'unknown' },
  'gift-1week': { none: 500, SONG: 'not_applicable', UPGRADE: 'not_applicable', FREE: 'unknown' },
  'gift-1month': { none: 2000, SONG: 'not_applicable', UPGRADE: 'not_applicable', FREE: 'unknown' },
  'gift-3months': { none: 6000, SONG: 'not_applicable', UPGRADE: 'not_applicable', FREE: 'unknown' },
  // 75% off $9.99, rounded to the cent.
  musicpro: { none: 999, SONG: 250, UPGRADE: 'not_applicable', FREE: 'unknown' },
};

const product = (id: string): Product => {
  const p = findProduct(id);
  if (!p) throw new Error(`no product ${id}`);
  return p;
};

describe('promo codes', () => {
  it('covers every product of the catalogue', () => {
    expect(Object.keys(TABLE).sort()).toEqual(PRODUCTS.map((p) => p.id).sort());
  });

  for (const [id, row] of Object.entries(TABLE)) {
    for (const [code, expected] of Object.entries(row)) {
      it(`${id} with ${code}: ${expected}`, () => {
        const quote = quotePromo(product(id), code === 'none' ? null : code);
        if (typeof expected === 'number') {
          expect(quote).toEqual({
            ok: true,
            code: code === 'none' ? null : code,
            priceCents: expected,
            discountCents: product(id).priceCents - expected,
          });
          expect(priceWithPromo(product(id), code)).toBe(expected);
        } else {
          expect(quote).toMatchObject({ ok: false, reason: expected });
          expect(priceWithPromo(product(id), code)).toBe(product(id).priceCents);
        }
      });
    }
  }

  it('reads codes as typed: spaces and case do not matter; blank is no code', () => {
    expect(quotePromo(product('musicpro'), ' song ')).toMatchObject({
      ok: true,
      code: 'SONG',
      priceCents: 250,
    });
    expect(quotePromo(product('sub-premium'), 'upgrade')).toMatchObject({
      code: 'UPGRADE',
      priceCents: 1000,
    });
    expect(quotePromo(product('sub-pro'), '   ')).toMatchObject({ ok: true, code: null, priceCents: 1000 });
    expect(quotePromo(product('sub-pro'), undefined)).toMatchObject({ ok: true, code: null });
    // Not a code, even though it is a property of every object.
    expect(quotePromo(product('sub-pro'), 'constructor')).toMatchObject({ ok: false, reason: 'unknown' });
  });

  it('names the refusal in words a form can show', () => {
    expect(quotePromo(product('sub-pro'), 'FREE')).toMatchObject({
      message: 'This promo code does not exist.',
    });
    expect(quotePromo(product('credits-large'), 'upgrade')).toMatchObject({
      message: 'The code UPGRADE does not apply to 1,500 credits.',
    });
  });

  it('refuses a code the account has already redeemed, once per account, whatever the product', () => {
    for (const id of ['sub-pro', 'sub-premium', 'sub-ultimate']) {
      expect(quotePromo(product(id), 'UPGRADE', ['UPGRADE'])).toEqual({
        ok: false,
        reason: 'already_used',
        message: 'You have already used this code.',
      });
      // Another code used before does not count against this one.
      expect(quotePromo(product(id), 'UPGRADE', ['SONG'])).toMatchObject({ ok: true });
    }
    expect(quotePromo(product('musicpro'), 'song', ['song'])).toMatchObject({ reason: 'already_used' });
    // Without a code nothing is refused.
    expect(quotePromo(product('sub-pro'), null, ['UPGRADE'])).toMatchObject({ ok: true, priceCents: 1000 });
    expect(isOncePerAccount(' upgrade ')).toBe(true);
    expect(isOncePerAccount('SONG')).toBe(true);
    expect(isOncePerAccount('FREE')).toBe(false);
  });

  it('never makes a first payment free, whatever the price', () => {
    for (const code of Object.keys(PROMO_CODES)) {
      for (const priceCents of [1, 2, 99, 100, 499, 500, 501, 999, 1000, 1001, 4000]) {
        for (const kind of ['subscription', 'musicpro'] as const) {
          const quote = quotePromo({ kind, title: 'x', priceCents }, code);
          if (!quote.ok) continue;
          expect(quote.priceCents, `${code} on ${priceCents}`).toBeGreaterThan(0);
          expect(quote.priceCents).toBeLessThanOrEqual(priceCents);
        }
      }
    }
  });
});
