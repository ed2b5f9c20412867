import type { RoomIceServer } from '@muse/contracts';
import type { RealtimeHub } from '../../platform/realtime';
import type { OfficesService } from '../offices';
import type { UsersService } from '../users';
import { RoomsService } from './rooms.service';
import { registerRoomSocket } from './rooms.socket';

export interface RoomsModuleDeps {
  realtime: Pick<RealtimeHub, 'handle' | 'onDisconnect' | 'toSocket'>;
  offices: Pick<OfficesService, 'load'>;
  users: Pick<UsersService, 'get' | 'isAdmin'>;
  /** ROOM_ICE_SERVERS */
  iceServers: RoomIceServer[];
}

/** The live rooms module, built once per process: its service and its socket events. */
export function createRoomsModule(deps: RoomsModuleDeps) {
  const rooms = new RoomsService({
    send: (socketId, event, data) => deps.realtime.toSocket(socketId, event, data),
    loadOffice: (officeId) => deps.offices.load(officeId),
    person: async (userId) => {
      const user = await deps.users.get(userId);
      return { account: !!user && user.isGuest !== 1, isAdmin: user ? deps.users.isAdmin(user) : false };
    },
    iceServers: deps.iceServers,
  });
  registerRoomSocket(deps.realtime, rooms);
  return { services: { rooms } };
}
