import type { RoomPeer, RoomState } from '@muse/contracts';
import { describe, expect, it } from 'vitest';
import {
  consumersOf,
  handLabel,
  mayI,
  memberRows,
  movedToGroup,
  ordinal,
  recordingRequest,
  tilesOf,
} from './room-view';

const peer = (id: string, displayName: string, extra: Partial<RoomPeer> = {}): RoomPeer => ({
  id,
  displayName,
  roles: ['normal'],
  raisedHand: false,
  raisedHandTimestamp: null,
  localRecordingState: null,
  localRecordingConsent: null,
  producers: [],
  ...extra,
});

const room = (peers: RoomPeer[], extra: Partial<RoomState> = {}): RoomState => ({
  officeId: 'o1',
  peers,
  spotlights: [],
  roomPermissions: {
    SHARE_AUDIO: ['normal', 'moderator'],
    SHARE_VIDEO: ['normal', 'moderator'],
    SHARE_SCREEN: ['moderator'],
    SHARE_EXTRA_VIDEO: ['moderator'],
    MODERATE_ROOM: ['moderator'],
    LOCAL_RECORD_ROOM: ['moderator'],
  },
  allowWhenRoleMissing: ['SHARE_SCREEN', 'LOCAL_RECORD_ROOM'],
  groups: [],
  capacity: 8,
  ...extra,
});

const stream = (id: string) => ({ id }) as MediaStream;

describe('the live room view', () => {
  const owner = peer('a', 'Olivia', {
    roles: ['normal', 'moderator'],
    producers: [
      { source: 'webcam', streamId: 'cam-a' },
      { source: 'mic', streamId: 'mic-a' },
      { source: 'screen', streamId: 'scr-a' },
    ],
  });
  const noah = peer('c', 'Noah', { raisedHand: true, raisedHandTimestamp: 20 });
  const mia = peer('b', 'Mia', { raisedHand: true, raisedHandTimestamp: 10 });

  it('checks my permission with the room rule (no screen for a normal user while a moderator is in)', () => {
    expect(mayI(room([owner, noah]), ['normal'], 'SHARE_SCREEN')).toBe(false);
    expect(mayI(room([noah, mia]), ['normal'], 'SHARE_SCREEN')).toBe(true);
    expect(mayI(room([owner, noah]), ['normal', 'moderator'], 'SHARE_SCREEN')).toBe(true);
  });

  it('makes consumers only of announced streams that arrived', () => {
    const lookup = (_p: string, id: string) => (id === 'cam-a' || id === 'rogue' ? stream(id) : undefined);
    expect(consumersOf(room([owner, noah]), 'c', lookup)).toEqual([
      { peerId: 'a', source: 'webcam', stream: stream('cam-a') },
    ]);
  });

  it('orders tiles by hands, spotlight and name, a screen after its owner, and hides my self view', () => {
    const lookup = (_p: string, id: string) => stream(id);
    const tiles = tilesOf(room([owner, noah, mia]), 'c', { hideSelfView: false, lookup, local: lookup });
    expect(tiles.map((t) => `${t.peer.displayName}:${t.kind}:${t.hand ?? '-'}`)).toEqual([
      'Mia:person:1',
      'Noah:person:2',
      'Olivia:person:-',
      'Olivia:screen:-',
    ]);
    expect(tiles[2]).toMatchObject({ video: stream('cam-a'), audio: stream('mic-a') });
    const hidden = tilesOf(room([owner, noah, mia]), 'c', { hideSelfView: true, lookup, local: lookup });
    expect(hidden.map((t) => t.peer.displayName)).toEqual(['Mia', 'Olivia', 'Olivia']);
  });

  it('lists members with me first, then by consumer, then by name, with their group', () => {
    const r = room([owner, noah, mia, peer('d', 'Ada')], {
      groups: [{ id: 'g1', name: 'Group A', members: ['b'] }],
    });
    const rows = memberRows(r, 'c', [{ peerId: 'a', source: 'webcam', stream: stream('cam-a') }]);
    expect(rows.map((m) => m.displayName)).toEqual(['Noah', 'Olivia', 'Ada', 'Mia']);
    expect(rows[3]?.group).toBe('Group A');
  });

  it('says where a hand is in the queue', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
    expect(handLabel(2)).toBe('Hand raised, 2nd');
    expect(handLabel(null)).toBeNull();
  });

  it('asks for my consent while someone prepares or makes a recording', () => {
    expect(recordingRequest(room([owner, noah]), 'c')).toBeNull();
    const asking = room([{ ...owner, localRecordingState: 'init', localRecordingConsent: 'agreed' }, noah]);
    expect(recordingRequest(asking, 'c')).toMatchObject({
      active: false,
      needsMyConsent: true,
      everyoneAgreed: false,
    });
    const agreed = room([
      { ...owner, localRecordingState: 'start', localRecordingConsent: 'agreed' },
      { ...noah, localRecordingConsent: 'agreed' },
    ]);
    expect(recordingRequest(agreed, 'c')).toMatchObject({
      active: true,
      needsMyConsent: false,
      everyoneAgreed: true,
    });
  });

  it('moves a participant between groups', () => {
    const r = room([owner, noah], { groups: [{ id: 'g1', name: 'Group A', members: ['a', 'c'] }] });
    expect(movedToGroup(r, 'c', 'Group B')).toEqual([
      { id: 'g1', name: 'Group A', members: ['a'] },
      { id: 'g2', name: 'Group B', members: ['c'] },
    ]);
    expect(movedToGroup(r, 'a', null)).toEqual([{ id: 'g1', name: 'Group A', members: ['c'] }]);
  });
});
