import { ROOM_CAPACITY } from '@muse/domain';
import type { RoomJoined, RoomSignalEvent, RoomState } from '@muse/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFor, cookieOf, startHarness, type Harness } from '../../testing/harness';
import { Sockets, listenWithRealtime } from '../../testing/realtime-sockets';

type Ack = Record<string, unknown> & { error?: { code: string; message: string; details?: unknown } };

/** Live rooms over real socket.io clients: joining, the cap, the relay of signals, permissions, hands, recording. */
describe('live rooms: signalling over the realtime socket', () => {
  let h: Harness;
  let base = '';
  const sockets = new Sockets(() => base);
  let owner: { cookie: string; userId: string };
  let member: { cookie: string; userId: string };
  let other: { cookie: string; userId: string };
  let guest: string;
  let officeId: string;

  const socket = (cookie?: string, visitor = false): Promise<Socket> => sockets.open(cookie, { visitor });

  const ask = (s: Socket, event: string, payload?: unknown) =>
    s.timeout(5000).emitWithAck(event, payload) as Promise<Ack>;
  const next = <T>(s: Socket, event: string, ms = 5000) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
      s.once(event, (data: T) => {
        clearTimeout(timer);
        resolve(data);
      });
    });
  /** The next room:state whose peers pass `when`. */
  const stateWhere = (s: Socket, when: (state: RoomState) => boolean) =>
    new Promise<RoomState>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no such room:state within 5 s')), 5000);
      const on = (state: RoomState) => {
        if (!when(state)) return;
        clearTimeout(timer);
        s.off('room:state', on);
        resolve(state);
      };
      s.on('room:state', on);
    });
  async function join(cookie: string, displayName: string, office = officeId) {
    const s = await socket(cookie);
    const ack = (await ask(s, 'room:join', { officeId: office, displayName })) as unknown as RoomJoined;
    expect(ack.ok, JSON.stringify(ack)).toBe(true);
    return { s, me: ack.me, room: ack.room, ack };
  }
  const leaveAll = async (...sockets: Socket[]) => {
    for (const s of sockets) await ask(s, 'room:leave', {});
  };

  beforeAll(async () => {
    h = await startHarness({ RATE_LIMIT_MAX: '100000' }, { workers: false });
    base = await listenWithRealtime(h);
    owner = await accountFor(h, 'room-owner@example.com');
    member = await accountFor(h, 'room-member@example.com');
    other = await accountFor(h, 'room-other@example.com');
    guest = cookieOf(await h.app.inject({ method: 'POST', url: '/api/auth/guest' }));
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/offices/newOffice',
      headers: { cookie: owner.cookie },
      payload: { type: 'aiChat', name: 'Studio' },
    });
    officeId = res.json<{ _id: string }>()._id;
    await h.ctx.db
      .insertInto('officeMembers')
      .values({ officeId, userId: member.userId, addedAt: new Date().toISOString() })
      .execute();
  });
  afterAll(async () => {
    sockets.closeAll();
    await h?.close();
  });

  it('refuses visitors and guests, an unknown office, and names a wrong field', async () => {
    const visitor = await socket(undefined, true);
    expect(await ask(visitor, 'room:join', { officeId, displayName: 'V' })).toMatchObject({
      error: { code: 'unauthorized', message: 'Sign in with your email to join the live room.' },
    });
    const g = await socket(guest);
    expect(await ask(g, 'room:join', { officeId, displayName: 'G' })).toMatchObject({
      error: { code: 'unauthorized' },
    });
    const s = await socket(other.cookie);
    expect(await ask(s, 'room:join', { officeId: 'no-such-office', displayName: 'Olga' })).toMatchObject({
      error: { code: 'not_found' },
    });
    expect(await ask(s, 'room:join', { officeId, displayName: '  ' })).toMatchObject({
      error: {
        code: 'validation_failed',
        details: [{ field: 'displayName', message: 'Enter the name the others will see.' }],
      },
    });
    expect(await ask(s, 'room:join', { displayName: 'Olga' })).toMatchObject({
      error: { code: 'validation_failed', details: [{ field: 'officeId' }] },
    });
    // nothing else works before joining
    expect(await ask(s, 'room:raise-hand', { raisedHand: true })).toMatchObject({
      error: { code: 'not_in_room' },
    });
  });

  it('makes the owner and members moderators, tells everyone who joined, and relays signals to one peer', async () => {
    const a = await join(owner.cookie, 'Olivia');
    expect(a.me.roles).toEqual(['normal', 'moderator']);
    expect(a.me.room.userRoles).toEqual({ normal: 10, moderator: 50 });
    expect(a.ack.iceServers).toEqual([]);
    const aSeesB = stateWhere(a.s, (st) => st.peers.length === 2);
    const b = await join(member.cookie, 'Mia');
    expect(b.me.roles).toEqual(['normal', 'moderator']);
    expect((await aSeesB).peers.map((p) => p.displayName).sort()).toEqual(['Mia', 'Olivia']);
    const c = await join(other.cookie, 'Noah');
    expect(c.me.roles).toEqual(['normal']);
    expect(c.room.peers).toHaveLength(3);
    expect(c.room.peers.find((p) => p.id === c.me.id)).toMatchObject({
      displayName: 'Noah',
      raisedHand: false,
      raisedHandTimestamp: null,
      localRecordingState: null,
      localRecordingConsent: null,
      producers: [],
    });
    // no user ids or socket ids leave the server
    expect(JSON.stringify(c.room)).not.toContain(owner.userId);

    const offer = next<RoomSignalEvent>(c.s, 'room:signal');
    let bHeard = false;
    b.s.once('room:signal', () => (bHeard = true));
    expect(
      await ask(a.s, 'room:signal', { to: c.me.id, description: { type: 'offer', sdp: 'v=0\r\n' } }),
    ).toEqual({ ok: true });
    expect(await offer).toEqual({ from: a.me.id, description: { type: 'offer', sdp: 'v=0\r\n' } });
    const candidate = next<RoomSignalEvent>(a.s, 'room:signal');
    await ask(c.s, 'room:signal', {
      to: a.me.id,
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0' },
    });
    expect(await candidate).toMatchObject({ from: c.me.id, candidate: { sdpMid: '0' } });
    expect(bHeard).toBe(false);
    expect(
      await ask(a.s, 'room:signal', { to: 'nobody', description: { type: 'offer', sdp: '' } }),
    ).toMatchObject({
      error: { code: 'not_found' },
    });
    expect(await ask(a.s, 'room:signal', { to: c.me.id, description: { type: 'bogus' } })).toMatchObject({
      error: { code: 'validation_failed', details: [{ field: 'description.type' }] },
    });

    // a disconnect leaves the room
    const left = stateWhere(a.s, (st) => st.peers.length === 2);
    c.s.disconnect();
    expect((await left).peers.map((p) => p.displayName).sort()).toEqual(['Mia', 'Olivia']);
    await leaveAll(a.s, b.s);
  });

  it('lets a participant without the permission share neither screen nor extra video, while a moderator is in', async () => {
    const a = await join(owner.cookie, 'Olivia');
    const c = await join(other.cookie, 'Noah');
    expect(await ask(c.s, 'room:produce', { source: 'mic', streamId: 'm1' })).toEqual({ ok: true });
    expect(await ask(c.s, 'room:produce', { source: 'webcam', streamId: 'w1' })).toEqual({ ok: true });
    expect(await ask(c.s, 'room:produce', { source: 'screen', streamId: 's1' })).toMatchObject({
      error: { code: 'forbidden', message: 'Only the moderators can share their screen in this room.' },
    });
    expect(await ask(c.s, 'room:produce', { source: 'extravideo', streamId: 'x1' })).toMatchObject({
      error: { code: 'forbidden' },
    });
    expect(await ask(c.s, 'room:produce', { source: 'hologram', streamId: 'x1' })).toMatchObject({
      error: { code: 'validation_failed', details: [{ field: 'source' }] },
    });
    const seen = stateWhere(c.s, (st) =>
      st.peers.some((p) => p.producers.some((x) => x.source === 'screen')),
    );
    expect(await ask(a.s, 'room:produce', { source: 'screen', streamId: 's2' })).toEqual({ ok: true });
    expect((await seen).peers.find((p) => p.id === a.me.id)?.producers).toEqual([
      { source: 'screen', streamId: 's2' },
    ]);

    // allowWhenRoleMissing: with no moderator in the room, anyone may share the screen …
    await leaveAll(a.s);
    expect(await ask(c.s, 'room:produce', { source: 'screen', streamId: 's3' })).toEqual({ ok: true });
    // … until a moderator comes back: the screen stops, the camera stays
    const back = stateWhere(c.s, (st) => st.peers.length === 2);
    const closed = next(c.s, 'room:producer-closed');
    const a2 = await join(owner.cookie, 'Olivia');
    expect(await closed).toEqual({
      source: 'screen',
      reason: 'Your screen sharing stopped: a moderator joined, and only moderators share their screen here.',
    });
    const after = await back;
    expect(after.peers.find((p) => p.displayName === 'Noah')?.producers.map((p) => p.source)).toEqual([
      'mic',
      'webcam',
    ]);
    expect(await ask(c.s, 'room:close-producer', { source: 'webcam' })).toEqual({ ok: true });
    await leaveAll(a2.s, c.s);
  });

  it('keeps raised hands with their time, and lets only moderators lower hands and spotlight', async () => {
    const a = await join(owner.cookie, 'Olivia');
    const b = await join(member.cookie, 'Mia');
    const c = await join(other.cookie, 'Noah');
    expect(await ask(c.s, 'room:raise-hand', { raisedHand: true })).toEqual({ ok: true });
    const both = stateWhere(a.s, (st) => st.peers.filter((p) => p.raisedHand).length === 2);
    expect(await ask(b.s, 'room:raise-hand', { raisedHand: true })).toEqual({ ok: true });
    const state = await both;
    const noah = state.peers.find((p) => p.id === c.me.id)!;
    const mia = state.peers.find((p) => p.id === b.me.id)!;
    expect(noah.raisedHandTimestamp).toBeLessThanOrEqual(mia.raisedHandTimestamp!);
    expect(await ask(c.s, 'room:raise-hand', { raisedHand: 'yes' })).toMatchObject({
      error: { details: [{ field: 'raisedHand', message: 'raisedHand must be true or false' }] },
    });

    expect(await ask(c.s, 'room:lower-hand', { peerId: b.me.id })).toMatchObject({
      error: { code: 'forbidden', message: 'Only the moderators can do this.' },
    });
    expect(await ask(c.s, 'room:spotlight', { peerId: c.me.id, spotlight: true })).toMatchObject({
      error: { code: 'forbidden' },
    });
    const lowered = stateWhere(c.s, (st) => !st.peers.find((p) => p.id === c.me.id)!.raisedHand);
    expect(await ask(b.s, 'room:lower-hand', { peerId: c.me.id })).toEqual({ ok: true });
    expect((await lowered).peers.find((p) => p.id === c.me.id)?.raisedHandTimestamp).toBeNull();
    const spot = stateWhere(c.s, (st) => st.spotlights.length === 1);
    expect(await ask(a.s, 'room:spotlight', { peerId: c.me.id, spotlight: true })).toEqual({ ok: true });
    expect((await spot).spotlights).toEqual([c.me.id]);
    expect(await ask(a.s, 'room:spotlight', { peerId: 'gone', spotlight: true })).toMatchObject({
      error: { code: 'not_found' },
    });

    // groups: moderators only, members must be in the room
    expect(
      await ask(c.s, 'room:groups', { groups: [{ id: 'g1', name: 'Left', members: [c.me.id] }] }),
    ).toMatchObject({ error: { code: 'forbidden' } });
    expect(
      await ask(a.s, 'room:groups', { groups: [{ id: 'g1', name: 'Left', members: ['nobody'] }] }),
    ).toMatchObject({ error: { code: 'validation_failed', details: [{ field: 'groups.0.members' }] } });
    const grouped = stateWhere(c.s, (st) => st.groups.length === 1);
    expect(
      await ask(a.s, 'room:groups', { groups: [{ id: 'g1', name: 'Left', members: [c.me.id, b.me.id] }] }),
    ).toEqual({ ok: true });
    expect((await grouped).groups).toEqual([{ id: 'g1', name: 'Left', members: [c.me.id, b.me.id] }]);
    // a spotlighted peer who leaves is no longer spotlighted or in a group
    const gone = stateWhere(a.s, (st) => st.peers.length === 2);
    await leaveAll(c.s);
    expect(await gone).toMatchObject({ spotlights: [], groups: [{ id: 'g1', members: [b.me.id] }] });
    await leaveAll(a.s, b.s);
  });

  it('records only after everyone consented, and pauses when someone who has not agreed comes in', async () => {
    const a = await join(owner.cookie, 'Olivia');
    const c = await join(other.cookie, 'Noah');
    expect(await ask(c.s, 'room:recording', { state: 'init' })).toMatchObject({
      error: { code: 'forbidden', message: 'Only the moderators can record this room.' },
    });
    expect(await ask(a.s, 'room:recording', { state: 'start' })).toMatchObject({
      error: { code: 'recording_state' },
    });
    expect(await ask(a.s, 'room:recording', { state: 'init' })).toEqual({ ok: true });
    expect(await ask(a.s, 'room:consent', { agreed: true })).toEqual({ ok: true });
    expect(await ask(a.s, 'room:recording', { state: 'start' })).toMatchObject({
      error: { code: 'consent_missing', message: 'Everyone in the room must agree before you record.' },
    });
    expect(await ask(c.s, 'room:consent', { agreed: true })).toEqual({ ok: true });
    const recording = stateWhere(c.s, (st) => st.peers.some((p) => p.localRecordingState === 'start'));
    expect(await ask(a.s, 'room:recording', { state: 'start' })).toEqual({ ok: true });
    await recording;
    const paused = stateWhere(c.s, (st) => st.peers.some((p) => p.localRecordingState === 'pause'));
    const b = await join(member.cookie, 'Mia');
    expect((await paused).peers.find((p) => p.id === a.me.id)?.localRecordingState).toBe('pause');
    expect(await ask(a.s, 'room:recording', { state: 'resume' })).toMatchObject({
      error: { code: 'consent_missing' },
    });
    expect(await ask(b.s, 'room:consent', { agreed: true })).toEqual({ ok: true });
    expect(await ask(a.s, 'room:recording', { state: 'resume' })).toEqual({ ok: true });
    // withdrawing consent pauses it too
    const again = stateWhere(a.s, (st) => st.peers.some((p) => p.localRecordingState === 'pause'));
    expect(await ask(c.s, 'room:consent', { agreed: false })).toEqual({ ok: true });
    await again;
    expect(await ask(a.s, 'room:recording', { state: 'stop' })).toEqual({ ok: true });
    expect(await ask(a.s, 'room:recording', { state: 'paused' })).toMatchObject({
      error: { details: [{ field: 'state' }] },
    });
    await leaveAll(a.s, b.s, c.s);
  });

  it(`holds at most ${ROOM_CAPACITY} people`, async () => {
    const inRoom: Socket[] = [];
    for (let i = 0; i < ROOM_CAPACITY; i++) inRoom.push((await join(other.cookie, `Tab ${i + 1}`)).s);
    const ninth = await socket(owner.cookie);
    expect(await ask(ninth, 'room:join', { officeId, displayName: 'Olivia' })).toMatchObject({
      error: { code: 'room_full', message: `The live room is full: ${ROOM_CAPACITY} people are in it.` },
    });
    await leaveAll(inRoom[0]!);
    expect(await ask(ninth, 'room:join', { officeId, displayName: 'Olivia' })).toMatchObject({ ok: true });
    expect(h.ctx.services.rooms.snapshot(officeId)?.peers).toHaveLength(ROOM_CAPACITY);
    await leaveAll(ninth, ...inRoom.slice(1));
    expect(h.ctx.services.rooms.snapshot(officeId)).toBeNull();
  });
});
