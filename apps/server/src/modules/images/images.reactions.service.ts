import type { ReactionReply, ReportType, ViewReply } from '@muse/contracts';
import type { Caller } from '../../platform/http/auth-guard';
import { conflict } from '../../platform/http/errors';
import type { Reaction } from '../../shared/reactions';
import { visibleItem } from './images.policy';
import type { ImagesRepository } from './images.repository';
import type { ImageReactionsRepository } from './images.reactions.repository';

/** Who is viewing: a signed-in session, or a visitor's `muse_viewer` cookie. */
export type Viewer = { sessionId: string } | { cookie: string };

/**
 * Views (once per session per item), likes and dislikes (a second like takes it back), and reports (one of
 * five types, once per person): anyone who can see the item. Signed-out visitors like and report too, known
 * by their browser's `visitor-<uuid>` (the `muse_visitor` cookie): a like counts once per browser, and a
 * visitor's dislike only takes its like back. Guests' and visitors' likes, and visitors' reports, are
 * quota'd per address, so cheap accounts or cleared cookies cannot inflate counts (shared/guest-quotas.ts).
 */
export class ImageReactionsService {
  constructor(
    private readonly items: ImagesRepository,
    private readonly reactions: ImageReactionsRepository,
  ) {}

  /** `address` is the client's (addressKey): signed-out views count within a per-address quota. */
  async view(caller: Caller | null, filename: string, viewer: Viewer, address: string): Promise<ViewReply> {
    const item = visibleItem(caller, await this.items.findByFilename(filename));
    if (!('sessionId' in viewer) && !(await this.reactions.takeVisitorView(address))) {
      return { views: item.views };
    }
    // Prefixed so a session id and a cookie value can never name the same viewer.
    const key = 'sessionId' in viewer ? `s:${viewer.sessionId}` : `v:${viewer.cookie}`;
    return { views: await this.reactions.addView(item.id, key) };
  }

  async react(caller: Caller, filename: string, reaction: Reaction): Promise<ReactionReply> {
    const item = visibleItem(caller, await this.items.findByFilename(filename));
    if (caller.isGuest) await this.reactions.takeGuestReaction(caller.userId);
    const state = await this.reactions.react(item.id, caller.userId, reaction);
    return { liked: state.value === 1, disliked: state.value === -1, likes: state.likes };
  }

  /** A signed-out visitor's like (a second one takes it back) or dislike (takes a like back). */
  async visitorReact(
    visitor: string,
    filename: string,
    reaction: Reaction,
    address: string,
  ): Promise<ReactionReply> {
    const item = visibleItem(null, await this.items.findByFilename(filename));
    const state =
      reaction === 'like'
        ? await this.reactions.toggleVisitorLike(item.id, visitor, address)
        : await this.reactions.removeVisitorLike(item.id, visitor);
    const likes = state?.likes ?? (await this.reactions.likesOf(item.id));
    return { liked: state?.value === 1, disliked: false, likes };
  }

  async report(caller: Caller, filename: string, type: ReportType): Promise<{ ok: true }> {
    const item = visibleItem(caller, await this.items.findByFilename(filename));
    if (!(await this.reactions.report(item.id, caller.userId, type))) throw alreadyReported();
    return { ok: true };
  }

  /** A signed-out visitor's report: once per browser and item. */
  async visitorReport(
    visitor: string,
    filename: string,
    type: ReportType,
    address: string,
  ): Promise<{ ok: true }> {
    const item = visibleItem(null, await this.items.findByFilename(filename));
    if (!(await this.reactions.visitorReport(item.id, visitor, type, address))) throw alreadyReported();
    return { ok: true };
  }
}

const alreadyReported = () => conflict('already_reported', 'You have already reported this.');
