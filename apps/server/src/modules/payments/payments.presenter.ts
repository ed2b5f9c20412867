import type { OrderReply, ProductsReply } from '@muse/contracts';
import {
  CREDIT_PACKS,
  CREDIT_PACKS_HEADER,
  GIFT_CARDS,
  MUSIC_PRO_PLAN,
  PAY_ONCE_VIDEO_PRICE_CENTS,
  SEVEN_DAY_OFFER,
  SEVEN_DAY_VIDEO_OFFER,
  SUBSCRIPTION_PLANS,
  findProduct,
  formatPrice,
  perCreditPrice,
  tierToWire,
} from '@muse/domain';
import type { OrderRow } from './payments.repository';

const dollars = (cents: number) => cents / 100;

/** The catalogue of the buy dialogs, straight from @muse/domain: the web shows these numbers, never its own. */
export function presentProducts(checkout: ProductsReply['checkout']): ProductsReply {
  return {
    checkout,
    creditsHeader: CREDIT_PACKS_HEADER,
    credits: CREDIT_PACKS.map((p) => ({
      id: p.id,
      title: p.title,
      count: p.count,
      price: dollars(p.priceCents),
      normalPrice: dollars(p.normalPriceCents),
      perCreditPrice: perCreditPrice(p),
      priceLabel: formatPrice(p.priceCents),
      normalPriceLabel: formatPrice(p.normalPriceCents),
      androidProductId: p.androidProductId ?? null,
      iosProductId: p.iosProductId ?? null,
      // Video is sold with the same packs here; there is no separate video product.
      videoProductId: null,
      buyButtonId: p.id,
    })),
    plans: SUBSCRIPTION_PLANS.map((p) => ({
      id: p.id,
      title: p.title,
      tier: tierToWire(p.tier),
      price: dollars(p.priceCents),
      priceLabel: formatPrice(p.priceCents),
      period: p.period,
    })),
    offer: {
      id: SEVEN_DAY_OFFER.id,
      title: SEVEN_DAY_OFFER.title,
      tier: tierToWire(SEVEN_DAY_OFFER.tier),
      price: dollars(SEVEN_DAY_OFFER.priceCents),
      priceLabel: formatPrice(SEVEN_DAY_OFFER.priceCents),
      credits: SEVEN_DAY_OFFER.credits,
      period: SEVEN_DAY_OFFER.period,
      videoPrice: dollars(PAY_ONCE_VIDEO_PRICE_CENTS),
      videoId: SEVEN_DAY_VIDEO_OFFER.id,
    },
    giftCards: GIFT_CARDS.map((g) => ({
      id: g.id,
      giftTier: g.giftTier,
      title: g.title,
      label: g.label,
      tier: tierToWire(g.tier),
      price: dollars(g.priceCents),
      priceLabel: formatPrice(g.priceCents),
      period: g.period,
    })),
    musicPro: {
      id: MUSIC_PRO_PLAN.id,
      title: MUSIC_PRO_PLAN.title,
      price: dollars(MUSIC_PRO_PLAN.priceCents),
      priceLabel: formatPrice(MUSIC_PRO_PLAN.priceCents),
      period: MUSIC_PRO_PLAN.period,
      androidProductId: MUSIC_PRO_PLAN.androidProductId ?? null,
    },
  };
}

export function presentOrder(order: OrderRow): OrderReply {
  return {
    _id: order.id,
    status: order.status as OrderReply['status'],
    productId: order.productId,
    kind: order.kind as OrderReply['kind'],
    title: findProduct(order.productId)?.title ?? order.productId,
    price: dollars(order.priceCents),
    priceCents: order.priceCents,
    currency: order.currency,
    promoCode: order.promoCode,
    provider: order.provider as OrderReply['provider'],
    createdOn: order.createdAt,
    paidOn: order.paidOn,
    fulfilled: order.fulfilledOn !== null,
  };
}
