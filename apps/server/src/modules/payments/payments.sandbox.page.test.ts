import { createHash } from 'node:crypto';
import { CREDIT_PACKS, MUSIC_PRO_PLAN, SEVEN_DAY_OFFER, findProduct, type Product } from '@muse/domain';
import { describe, expect, it } from 'vitest';
import { SANDBOX_PAGE_CSP, TEST_LABEL, renderCheckoutPage, renderMessagePage } from './payments.sandbox.page';

const view = (product: Product, priceCents = product.priceCents, promoCode: string | null = null) =>
  renderCheckoutPage({ orderId: 'order<1>', product, priceCents, promoCode, formToken: 'tok"en' });

describe('the sandbox checkout page', () => {
  it('is labelled as a test, shows the price with the struck normal price of a pack, and two buttons', () => {
    const pack = CREDIT_PACKS[1]!;
    const html = view(pack);
    expect(html).toContain(`<strong>${TEST_LABEL}.</strong>`);
    expect(html).toContain('role="note"');
    expect(html).toContain('$19.99<del><span class="sr-only">Normal price: </span>$39.99</del>');
    expect(html).toContain('500 credits. Credits never expire.');
    expect(html).toMatch(
      /<form method="post" action="\/api\/payments\/sandbox\/order%3C1%3E\/complete">.*Pay \(test\)<\/button><\/form>/,
    );
    expect(html).toMatch(/action="\/api\/payments\/sandbox\/order%3C1%3E\/cancel">.*>Cancel<\/button>/);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<main aria-labelledby="title">');
    // Branded as Muse, with the mark drawn inline.
    expect(html).toMatch(
      /<header class="brand"><svg[^>]*aria-hidden="true"[\s\S]*<span>Muse<\/span><\/header>/,
    );
  });

  it('escapes what it prints and loads nothing', () => {
    const html = view(CREDIT_PACKS[0]!);
    expect(html).toContain('Order order&#60;1&#62;');
    expect(html).toContain('value="tok&#34;en"');
    expect(html).not.toMatch(/<script|<link|<img|src=|https?:\/\//);
  });

  it('allows exactly its own stylesheet: the CSP carries the hash of the inline style', () => {
    const html = view(SEVEN_DAY_OFFER);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(SANDBOX_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(SANDBOX_PAGE_CSP).toContain("default-src 'none'");
    expect(SANDBOX_PAGE_CSP).toContain("form-action 'self'");
    expect(SANDBOX_PAGE_CSP).toContain("frame-ancestors 'none'");
  });

  it('shows a promo price against the full one, per month for memberships', () => {
    const html = view(MUSIC_PRO_PLAN, 250, 'SONG');
    expect(html).toContain('$2.50<span class="per"> for the first month, then $9.99 per month</span></p>');
    expect(html).toContain('Promo code <strong>SONG</strong> applied to the first month.');
    expect(view(findProduct('sub-ultimate')!)).toContain('$40<span class="per"> per month</span></p>');
  });

  it('renders a message page with a way back', () => {
    const html = renderMessagePage({
      title: 'This order is paid.',
      message: 'It cannot be paid again.',
      backTo: '/credits?order=1&x=2',
    });
    expect(html).toContain('<h1 id="title">This order is paid.</h1>');
    expect(html).toContain('href="/credits?order=1&#38;x=2"');
    expect(html).not.toContain('Pay (test)');
  });
});
