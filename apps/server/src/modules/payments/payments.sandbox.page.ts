import { createHash } from 'node:crypto';
import { formatPrice, type Product } from '@muse/domain';

/**
 * The sandbox checkout page: server-rendered, self-contained (no scripts, no external assets, one inline
 * stylesheet allowed by its hash), usable by keyboard and screen reader, and working without JavaScript.
 */

const STYLE = `
:root{color-scheme:light dark;--fg:#1b1b1f;--bg:#f6f6f8;--card:#fff;--muted:#55575e;--accent:#5b3df5;--on-accent:#fff;--warn-bg:#fff4d6;--warn-fg:#5c4100;--line:#d9dae0}
@media (prefers-color-scheme:dark){:root{--fg:#ececf1;--bg:#131316;--card:#1e1e23;--muted:#b3b5bd;--accent:#9d8bff;--on-accent:#131316;--warn-bg:#3d3000;--warn-fg:#ffe08a;--line:#3a3b42}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.brand{display:flex;align-items:center;gap:.5rem;max-width:28rem;margin:1.5rem auto 0;padding:0 1rem;font-weight:700;font-size:1.25rem}
.banner{background:var(--warn-bg);color:var(--warn-fg);border:2px solid currentColor;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1.5rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1.25rem 1.5rem;margin-bottom:1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.15rem;margin:0 0 .25rem}
.what,.small{color:var(--muted);margin:.25rem 0}
.small{font-size:.875rem;margin-top:1.25rem}
.price{font-size:1.75rem;font-weight:700;margin:.75rem 0 0}
.price del{font-size:1.1rem;font-weight:400;color:var(--muted);margin-left:.5rem}
.per{font-size:1rem;font-weight:400;color:var(--muted)}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
.actions form{margin:0}
button,.link{font:inherit;font-weight:600;border-radius:.5rem;padding:.75rem 1.5rem;cursor:pointer;min-height:44px}
.pay{background:var(--accent);color:var(--on-accent);border:2px solid var(--accent)}
.cancel{background:transparent;color:var(--fg);border:2px solid var(--line)}
.link{display:inline-block;color:var(--accent)}
button:focus-visible,.link:focus-visible{outline:3px solid var(--accent);outline-offset:3px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** Nothing may load or run on the page; forms post only to this server. */
export const SANDBOX_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export const TEST_LABEL = 'Test checkout — no real payment is taken';

export interface CheckoutPageView {
  orderId: string;
  product: Product;
  priceCents: number;
  promoCode: string | null;
  /** the form token that ties a Pay or Cancel to this order and session */
  formToken: string;
}

export function renderCheckoutPage(v: CheckoutPageView): string {
  const { product } = v;
  const recurring = product.kind === 'subscription' || product.kind === 'musicpro';
  const discounted = v.priceCents < product.priceCents;
  // A promo code on a membership takes money off the first month only: say what follows.
  const per = !recurring
    ? ''
    : discounted
      ? `<span class="per"> for the first month, then ${formatPrice(product.priceCents)} per month</span>`
      : '<span class="per"> per month</span>';
  const normal =
    product.kind === 'credits'
      ? `<del><span class="sr-only">Normal price: </span>${formatPrice(product.normalPriceCents)}</del>`
      : discounted && !recurring
        ? `<del><span class="sr-only">Price without the code: </span>${formatPrice(product.priceCents)}</del>`
        : '';
  const promo = v.promoCode
    ? `<p class="what">Promo code <strong>${esc(v.promoCode)}</strong> applied${recurring ? ' to the first month' : ''}.</p>`
    : '';
  const action = `/api/payments/sandbox/${encodeURIComponent(v.orderId)}`;
  const token = `<input type="hidden" name="token" value="${esc(v.formToken)}">`;
  const body = `
  <p class="banner" role="note"><strong>${TEST_LABEL}.</strong> This server has no payment provider set up: paying here only simulates a purchase.</p>
  <h1 id="title">Checkout</h1>
  <section class="card" aria-labelledby="product">
    <h2 id="product">${esc(product.title)}</h2>
    <p class="what">${esc(describe(product))}</p>
    ${promo}
    <p class="price"><span class="sr-only">Price: </span>${formatPrice(v.priceCents)}${per}${normal}</p>
  </section>
  <div class="actions">
    <form method="post" action="${action}/complete">${token}<button type="submit" class="pay">Pay (test)</button></form>
    <form method="post" action="${action}/cancel">${token}<button type="submit" class="cancel">Cancel</button></form>
  </div>
  <p class="small">Order ${esc(v.orderId)}</p>`;
  return page('Test checkout', body);
}

/** A short page for an order that cannot be paid (already paid, cancelled, not found …). */
export function renderMessagePage(v: { title: string; message: string; backTo: string }): string {
  const body = `
  <p class="banner" role="note"><strong>${TEST_LABEL}.</strong></p>
  <h1 id="title">${esc(v.title)}</h1>
  <section class="card"><p>${esc(v.message)}</p></section>
  <a class="link" href="${esc(v.backTo)}">Back to Muse</a>`;
  return page(v.title, body);
}

function describe(product: Product): string {
  switch (product.kind) {
    case 'credits':
      return `${product.count.toLocaleString('en-US')} credits. Credits never expire.`;
    case 'subscription':
      return `${product.title} subscription, renewed every month. Cancel any time.`;
    case 'offer':
      return `7 days of unlimited Pro with ${product.credits} credits. Paid once, does not renew.`;
    case 'gift':
      return `A gift card, labelled ${product.label}. The recipient redeems it once.`;
    case 'musicpro':
      return 'Music Pro membership, renewed every month. Cancel any time.';
  }
}

/** Muse's mark and name, drawn inline (the page loads nothing): the checkout is visibly Muse's own. */
const BRAND = `<header class="brand"><svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><defs><linearGradient id="muse-mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7b4cef"/><stop offset="1" stop-color="#e64980"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#muse-mark)"/><path d="M16 46V20l16 16 16-16v26" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="48" cy="13" r="4" fill="#fff"/></svg><span>Muse</span></header>`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} — Muse</title>
<style>${STYLE}</style>
</head>
<body>
${BRAND}
<main aria-labelledby="title">${body}
</main>
</body>
</html>
`;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
