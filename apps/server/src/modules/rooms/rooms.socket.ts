import { RoomEvents } from '@muse/contracts';
import type { RealtimeHub } from '../../platform/realtime';
import type { RoomsService } from './rooms.service';

/** The live rooms' side of the socket: every client event, and a disconnect leaving the room. */
export function registerRoomSocket(
  hub: Pick<RealtimeHub, 'handle' | 'onDisconnect'>,
  rooms: RoomsService,
): void {
  hub.handle(RoomEvents.join, (client, payload) => rooms.join(client, payload));
  hub.handle(RoomEvents.leave, async (client) => rooms.leave(client));
  hub.handle(RoomEvents.signal, async (client, payload) => rooms.signal(client, payload));
  hub.handle(RoomEvents.produce, async (client, payload) => rooms.produce(client, payload));
  hub.handle(RoomEvents.closeProducer, async (client, payload) => rooms.closeProducer(client, payload));
  hub.handle(RoomEvents.raiseHand, async (client, payload) => rooms.raiseHand(client, payload));
  hub.handle(RoomEvents.lowerHand, async (client, payload) => rooms.lowerHand(client, payload));
  hub.handle(RoomEvents.spotlight, async (client, payload) => rooms.spotlight(client, payload));
  hub.handle(RoomEvents.groups, async (client, payload) => rooms.setGroups(client, payload));
  hub.handle(RoomEvents.recording, async (client, payload) => rooms.recording(client, payload));
  hub.handle(RoomEvents.consent, async (client, payload) => rooms.consent(client, payload));
  hub.onDisconnect((client) => rooms.leave(client));
}
