import { ClientEvents } from '@muse/contracts';
import type { Caller } from '../../platform/http/auth-guard';
import type { RealtimeClient, RealtimeHub } from '../../platform/realtime';
import type { UsersService } from '../users';
import { assertLibraryUser } from './assets.policy';
import type { AssetsService } from './assets.service';

/**
 * The library's side of the socket (spec: "Polls are saved and shown through a realtime socket (save-poll,
 * poll events)"): `save-poll` is acknowledged with `{ ok: true, asset }`, `show-poll` with `{ ok: true, poll }`
 * after the office's room got the `poll` event; errors come back as the API's error body.
 */
export function registerAssetsSocket(
  hub: Pick<RealtimeHub, 'handle'>,
  deps: { assets: AssetsService; users: Pick<UsersService, 'get' | 'isAdmin'> },
): void {
  const callerOf = async (client: RealtimeClient): Promise<Caller | null> => {
    if (client.isVisitor) return null;
    const user = await deps.users.get(client.userId);
    if (!user) return null;
    return {
      userId: user.id,
      sessionId: client.socketId,
      email: user.email,
      isGuest: user.isGuest === 1,
      isAdmin: deps.users.isAdmin(user),
    };
  };
  hub.handle(ClientEvents.savePoll, async (client, payload) => {
    const caller = await callerOf(client);
    assertLibraryUser(caller);
    return { ok: true, asset: await deps.assets.savePoll(caller, payload) };
  });
  hub.handle(ClientEvents.showPoll, async (client, payload) => {
    const caller = await callerOf(client);
    assertLibraryUser(caller);
    return { ok: true, poll: await deps.assets.showPoll(caller, payload) };
  });
}
