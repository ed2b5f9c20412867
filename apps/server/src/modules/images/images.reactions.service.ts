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
 * five types, once per user): anyone who can see the item. Guests' likes and dislikes are quota'd per
 * address, so cheap guest accounts cannot inflate counts (shared/guest-quotas.ts).
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

  async report(caller: Caller, filename: string, type: ReportType): Promise<{ ok: true }> {
    const item = visibleItem(caller, await this.items.findByFilename(filename));
    if (!(await this.reactions.report(item.id, caller.userId, type)))
      throw conflict('already_reported', 'You have already reported this image.');
    return { ok: true };
  }
}
