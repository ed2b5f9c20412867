import { randomBytes } from 'node:crypto';
import type {
  GiftAmountReply,
  GiftCard,
  GiftCardBody,
  GiftDesign,
  GiftRedeemReply,
  GiftStatusReply,
  GiftTierValue,
} from '@muse/contracts';
import {
  giftCardTitle,
  giftDurationLabel,
  giftProduct,
  giftTierPaidBy,
  tierToWire,
  toTier,
  type Period,
} from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, conflict, fieldError, notFound } from '../../platform/http/errors';
import type { Logger } from '../../platform/logging/logger';
import { isUniqueViolation } from '../../shared/db-errors';
import { nowIso } from '../../shared/ids';
import type { GiftsPort } from '../payments';
import type { GiftDesigns } from './gifts.designs';
import type { CardImage, GiftImages } from './gifts.images';
import { redeemRefusal } from './gifts.policy';
import { presentCard, presentStatus, shareLinkOf, tierOf } from './gifts.presenter';
import type { QrCodes } from './gifts.qr';
import type { GiftCardRow, GiftsRepository } from './gifts.repository';

/** Unpaid cards one buyer may start in a day: choosing a tier makes a card, so drafts pile up otherwise. */
export const DRAFTS_PER_DAY = 30;
/** How many of one's cards GET /images/gift/mine lists. */
const MINE_LIMIT = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What gift cards need from the subscriptions module (its SubscriptionsService). */
export interface GiftSubscriptionsPort {
  /** idempotent by (type, externalId): a card's id activates one subscription, ever */
  activate(input: {
    userId: string;
    tier: 'premium';
    period: Period;
    type: 'gift';
    externalId: string;
  }): Promise<unknown>;
}

/** What gift cards read of a user after redeeming (the users module's UsersService). */
export interface GiftUsersPort {
  require(userId: string): Promise<{ subscription: string; subscriptionUntil: string | null }>;
}

/** The earning module's streak reward calls this (IssueGiftCard). */
export type IssueGiftCardInput = { userId: string; giftTier: GiftTierValue; reason: string };

export interface GiftsServiceDeps {
  repo: GiftsRepository;
  designs: GiftDesigns;
  images: GiftImages;
  qr: QrCodes;
  subscriptions: GiftSubscriptionsPort;
  users: GiftUsersPort;
  publicUrl: string;
  logger: Logger;
}

/** 18 random bytes, base64url: 24 URL-safe characters, 144 bits. The id is the share link's secret. */
export function newGiftCardId(): string {
  return randomBytes(18).toString('base64url');
}

const noSuchCard = () => notFound('No such gift card.');

/**
 * Gift cards: a buyer makes a card (a tier and an image), pays for it through the payments module (this is
 * its GiftsPort), and shares its link; the recipient redeems it once into Premium for the card's period. The
 * streak reward issues cards already paid (amount 0).
 *
 * Once-only rules are conditional UPDATEs: unpaid → paid (one order pays a card; a second payment for the
 * same card becomes a second card, so no money is lost), unredeemed → redeemed (one recipient wins), and
 * the subscription's (type 'gift', card id) key, which activates a card's subscription once ever.
 */
export class GiftsService implements GiftsPort {
  constructor(private readonly deps: GiftsServiceDeps) {}

  designs(): Promise<readonly GiftDesign[]> {
    return this.deps.designs.all();
  }

  /** POST /images/gift: creates a card, or with `cardId` changes the tier or image of one's unpaid card. */
  save(caller: Caller, body: GiftCardBody): Promise<GiftCard> {
    return body.cardId ? this.update(caller, body.cardId, body) : this.create(caller, body);
  }

  /** One's own card, whole (GET /images/gift/{id}/card). */
  async card(caller: Caller, id: string): Promise<GiftCard> {
    const card = await this.deps.repo.find(id);
    if (!card || card.buyerId !== caller.userId) throw noSuchCard();
    return this.present(card);
  }

  async mine(caller: Caller): Promise<GiftCard[]> {
    const rows = await this.deps.repo.listByBuyer(caller.userId, MINE_LIMIT);
    return rows.map((r) => this.present(r));
  }

  /** GET /images/gift/{id}: what the buyer's page polls. Public; says nothing about the buyer. */
  async amount(id: string): Promise<GiftAmountReply> {
    const card = await this.deps.repo.find(id);
    if (!card) throw noSuchCard();
    return { amount: card.amount };
  }

  async status(viewer: Caller | null, id: string): Promise<GiftStatusReply> {
    const card = await this.deps.repo.find(id);
    if (!card) throw noSuchCard();
    return presentStatus(card, viewer?.userId ?? null);
  }

  /** The QR code PNG of the card's share link. */
  async qr(id: string): Promise<Buffer> {
    const card = await this.deps.repo.find(id);
    if (!card) throw noSuchCard();
    return this.deps.qr.png(shareLinkOf(this.deps.publicUrl, card.id));
  }

  /**
   * POST /images/gift/{id}/redeem: the card's subscription for the caller, once ever. Of any number of
   * concurrent redeems exactly one claims the card; the claim is given back if the subscription cannot be
   * activated. The winner asking again gets the same answer (and a subscription that a crash left
   * unactivated is activated then: activation is idempotent by the card's id).
   */
  async redeem(caller: Caller, id: string): Promise<GiftRedeemReply> {
    const { repo } = this.deps;
    let card = await repo.find(id);
    if (!card) throw noSuchCard();
    const refusal = redeemRefusal(card, caller.userId);
    if (refusal) throw refusal;
    let claimed = false;
    if (card.redeemedBy !== caller.userId) {
      claimed = await repo.claimRedeem(card.id, caller.userId, nowIso());
      if (!claimed) {
        card = (await repo.find(id)) ?? card;
        if (card.redeemedBy !== caller.userId) {
          throw (
            redeemRefusal(card, caller.userId) ??
            conflict('already_redeemed', 'This gift card has already been redeemed.')
          );
        }
      }
    }
    const tier = tierOf(card);
    const product = giftProduct(tier);
    try {
      await this.deps.subscriptions.activate({
        userId: caller.userId,
        tier: product.tier,
        period: product.period,
        type: 'gift',
        externalId: card.id,
      });
    } catch (err) {
      if (claimed) await repo.releaseRedeem(card.id, caller.userId);
      throw err;
    }
    const user = await this.deps.users.require(caller.userId);
    return {
      ok: true,
      subscription: tierToWire(toTier(user.subscription)),
      subscriptionUntil: user.subscriptionUntil,
      tier,
      title: giftCardTitle(tier),
    };
  }

  // ---- GiftsPort (the payments module) ----

  async checkPayable(input: { giftCardId: string; userId: string; productId: string }): Promise<void> {
    const card = await this.deps.repo.find(input.giftCardId);
    // Someone else's card looks exactly like one that does not exist.
    if (!card || card.buyerId !== input.userId) throw noSuchCard();
    if (card.amount !== null) throw conflict('gift_card_paid', 'This gift card is already paid.');
    const expected = giftProduct(tierOf(card)).id;
    if (input.productId !== expected) {
      throw fieldError(
        'productId',
        `This gift card is for ${giftDurationLabel(tierOf(card))}: pay for it with ${expected}.`,
      );
    }
  }

  async onGiftPaid(input: {
    giftCardId: string;
    orderId: string;
    amountCents: number;
    userId: string;
  }): Promise<void> {
    const { repo, logger } = this.deps;
    if (await repo.findByOrder(input.orderId)) return;
    const card = await repo.find(input.giftCardId);
    if (!card) throw new Error(`gift order ${input.orderId} paid for a missing gift card`);
    // The tier the payment bought: the buyer may have changed the card's tier after opening the checkout.
    const paidTier = giftTierPaidBy(input.amountCents) ?? tierOf(card);
    if (paidTier !== card.tier) {
      logger.warn({ cardId: card.id, orderId: input.orderId }, 'gift card tier changed during checkout');
    }
    const paid = { amount: input.amountCents, orderId: input.orderId, paidOn: nowIso(), tier: paidTier };
    if (await repo.markPaid(card.id, paid)) return;
    // Already paid: by this order in a concurrent delivery, or by another order (two checkouts of one
    // card, both paid). Then the buyer gets a second card with the same picture instead of losing the money.
    if ((await repo.find(card.id))?.orderId === input.orderId) return;
    logger.warn({ cardId: card.id, orderId: input.orderId }, 'a paid gift card was paid again: new card');
    try {
      await repo.insert({
        ...emptyCard(),
        id: newGiftCardId(),
        buyerId: input.userId,
        imageUrl: card.imageUrl,
        width: card.width,
        height: card.height,
        source: 'purchase',
        ...paid,
        createdAt: paid.paidOn,
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err; // a concurrent delivery of this order made it
    }
  }

  // ---- the earning module's streak reward ----

  /** A card already paid (amount 0, source streak) for `userId` to give away; once per `reason`. */
  async issueGiftCard(input: IssueGiftCardInput): Promise<{ id: string }> {
    const { repo } = this.deps;
    const existing = await repo.findByReason(input.reason);
    if (existing) return { id: existing.id };
    await this.deps.designs.ensure();
    const design = this.deps.designs.default;
    const now = nowIso();
    const id = newGiftCardId();
    try {
      await repo.insert({
        ...emptyCard(),
        id,
        buyerId: input.userId,
        tier: input.giftTier,
        imageUrl: design.imageUrl,
        width: design.width,
        height: design.height,
        amount: 0,
        source: 'streak',
        reason: input.reason,
        createdAt: now,
        paidOn: now,
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const winner = await repo.findByReason(input.reason);
      if (!winner) throw err;
      return { id: winner.id };
    }
    return { id };
  }

  // ---- internals ----

  private async create(caller: Caller, body: GiftCardBody): Promise<GiftCard> {
    if (!body.tier) throw fieldError('tier', 'tier is required to make a gift card.');
    const since = new Date(Date.now() - DAY_MS).toISOString();
    if ((await this.deps.repo.countDraftsSince(caller.userId, since)) >= DRAFTS_PER_DAY) {
      throw new HttpError(
        429,
        'too_many_gift_cards',
        'You have started many unpaid gift cards today: change one of them, or try again tomorrow.',
      );
    }
    const id = newGiftCardId();
    const imageUrl = body.imageUrl ?? this.deps.designs.default.imageUrl;
    const resolved = await this.deps.images.resolve(caller, imageUrl);
    const image: CardImage =
      resolved.kind === 'own'
        ? await this.deps.images.copyInto(id, resolved)
        : resolved.kind === 'design'
          ? resolved.image
          : this.deps.designs.default;
    const row: GiftCardRow = {
      ...emptyCard(),
      id,
      buyerId: caller.userId,
      tier: body.tier,
      imageUrl: image.imageUrl,
      width: image.width,
      height: image.height,
      source: 'purchase',
      createdAt: nowIso(),
    };
    try {
      await this.deps.repo.insert(row);
    } catch (err) {
      await this.deps.images.discard(id, image.imageUrl).catch(() => {});
      throw err;
    }
    return this.present(row);
  }

  private async update(caller: Caller, cardId: string, body: GiftCardBody): Promise<GiftCard> {
    const { repo, images } = this.deps;
    const card = await repo.find(cardId);
    if (!card || card.buyerId !== caller.userId) throw noSuchCard();
    if (card.amount !== null) throw paidFrozen();
    if (!body.tier && !body.imageUrl) {
      throw fieldError('tier', 'Send a new tier or imageUrl to change the gift card.');
    }
    const patch: Partial<Pick<GiftCardRow, 'tier' | 'imageUrl' | 'width' | 'height'>> = {};
    if (body.tier) patch.tier = body.tier;
    let copied: CardImage | null = null;
    if (body.imageUrl) {
      const resolved = await images.resolve(caller, body.imageUrl, card.imageUrl);
      if (resolved.kind === 'own') copied = await images.copyInto(card.id, resolved);
      const image = resolved.kind === 'design' ? resolved.image : copied;
      if (image) Object.assign(patch, { imageUrl: image.imageUrl, width: image.width, height: image.height });
    }
    if (!(await repo.updateDraft(card.id, caller.userId, patch))) {
      // Paid in the meantime: the card is frozen, and the copy just made is not its picture.
      if (copied && copied.imageUrl !== card.imageUrl) await images.discard(card.id, copied.imageUrl);
      throw paidFrozen();
    }
    if (patch.imageUrl && patch.imageUrl !== card.imageUrl) {
      await images.discard(card.id, card.imageUrl).catch((err: unknown) => {
        this.deps.logger.warn({ err, cardId: card.id }, 'could not delete a gift card image no longer used');
      });
    }
    return this.present({ ...card, ...patch });
  }

  private present(row: GiftCardRow): GiftCard {
    return presentCard(row, this.deps.publicUrl);
  }
}

const paidFrozen = () =>
  conflict('gift_card_paid', 'This gift card is paid: its tier and image cannot change any more.');

function emptyCard(): Omit<
  GiftCardRow,
  'id' | 'buyerId' | 'imageUrl' | 'width' | 'height' | 'source' | 'createdAt'
> & {
  tier: string;
} {
  return {
    tier: '1week',
    amount: null,
    orderId: null,
    reason: null,
    paidOn: null,
    redeemedBy: null,
    redeemedOn: null,
  };
}
