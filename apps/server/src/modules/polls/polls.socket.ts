import { ClientEvents } from '@muse/contracts';
import type { RealtimeClient, RealtimeHub } from '../../platform/realtime';
import type { UsersService } from '../users';
import type { Person, PollsService } from './polls.service';

/**
 * The polls' side of the socket: `vote` (acknowledged with `{ ok: true, poll }` or an error body), and the
 * office's open poll sent to whoever joins its room. Who may join an office's room is the offices' rule,
 * wired in the container.
 */
export function registerPollSocket(
  hub: Pick<RealtimeHub, 'handle' | 'onOfficeJoined'>,
  deps: { polls: PollsService; users: Pick<UsersService, 'get' | 'isAdmin'> },
): void {
  const personOf = async (client: RealtimeClient): Promise<Person> => {
    if (client.isVisitor) return { id: client.userId, viewer: { userId: null }, signedIn: false };
    const user = await deps.users.get(client.userId);
    const isGuest = !user || user.isGuest === 1;
    return {
      id: client.userId,
      viewer: { userId: client.userId, isAdmin: user ? deps.users.isAdmin(user) : false },
      signedIn: !isGuest,
    };
  };
  hub.handle(ClientEvents.vote, async (client, payload) => ({
    ok: true,
    poll: await deps.polls.vote(await personOf(client), payload),
  }));
  hub.onOfficeJoined(async (client, officeId) =>
    deps.polls.joined(await personOf(client), client.socketId, officeId),
  );
}
