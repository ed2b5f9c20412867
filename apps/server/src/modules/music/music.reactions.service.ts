import type { Caller } from '../../platform/http/auth-guard';
import { notFound } from '../../platform/http/errors';
import type { Reaction, ReactionState } from '../../shared/reactions';
import type { MusicExtensionsRepository } from './music.extensions.repository';
import { NO_SUCH_EXTENSION, canHearExtension, visibleTrack } from './music.policy';
import type { MusicReactionsRepository } from './music.reactions.repository';
import type { MusicRepository } from './music.repository';

export interface MusicReactionReply {
  likes: number;
  reaction: Reaction | null;
}

/**
 * Likes and dislikes of tracks and extensions (a second like takes it back), by anyone signed in (guests
 * too) who can see the track or hear the extension. Guests' reactions are quota'd per address
 * (shared/guest-quotas.ts).
 */
export class MusicReactionsService {
  constructor(
    private readonly tracks: MusicRepository,
    private readonly extensions: MusicExtensionsRepository,
    private readonly reactions: MusicReactionsRepository,
  ) {}

  async reactToTrack(caller: Caller, filename: string, reaction: Reaction): Promise<MusicReactionReply> {
    const track = visibleTrack(caller, await this.tracks.findByFilename(filename));
    if (caller.isGuest) await this.reactions.takeGuestReaction(caller.userId);
    return reply(await this.reactions.reactToTrack(track.id, caller.userId, reaction));
  }

  async reactToExtension(caller: Caller, id: string, reaction: Reaction): Promise<MusicReactionReply> {
    const ext = await this.extensions.findById(id);
    const track = ext ? await this.tracks.findById(ext.itemId) : undefined;
    if (!ext || !track || !ext.finishedOn || !canHearExtension(caller, ext, track))
      throw notFound(NO_SUCH_EXTENSION);
    if (caller.isGuest) await this.reactions.takeGuestReaction(caller.userId);
    return reply(await this.reactions.reactToExtension(ext.id, caller.userId, reaction));
  }
}

function reply(state: ReactionState): MusicReactionReply {
  return {
    likes: state.likes,
    reaction: state.value === 1 ? 'like' : state.value === -1 ? 'dislike' : null,
  };
}
