import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ALLOW_WHEN_ROLE_MISSING,
  DEFAULT_ROOM_PERMISSIONS,
  ROOM_CAPACITY,
  USER_ROLE_LEVELS,
  everyoneConsented,
  groupsProblem,
  handPosition,
  hasRoomPermission,
  isRecordingActive,
  orderMemberList,
  orderParticipants,
  recordingAfterRoomChange,
  recordingStep,
  roleLevel,
  roomRolesFor,
  sharePermission,
  withoutMember,
} from './index';

const room = {
  roomPermissions: DEFAULT_ROOM_PERMISSIONS,
  allowWhenRoleMissing: DEFAULT_ALLOW_WHEN_ROLE_MISSING,
};

describe('room permission (music-and-extras.md §6)', () => {
  it('is true when one of the user roles is among the roles allowed for the action', () => {
    expect(hasRoomPermission(room, ['normal', 'moderator'], 'SHARE_SCREEN', [['normal', 'moderator']])).toBe(
      true,
    );
    expect(hasRoomPermission(room, ['normal'], 'SHARE_AUDIO', [['normal', 'moderator']])).toBe(true);
  });

  it('is false for a role not allowed while a peer holds an allowed role', () => {
    expect(hasRoomPermission(room, ['normal'], 'SHARE_SCREEN', [['normal'], ['normal', 'moderator']])).toBe(
      false,
    );
  });

  it('is true for an action in allowWhenRoleMissing when no peer holds an allowed role', () => {
    expect(hasRoomPermission(room, ['normal'], 'SHARE_SCREEN', [['normal'], ['normal']])).toBe(true);
    expect(hasRoomPermission(room, ['normal'], 'LOCAL_RECORD_ROOM', [['normal']])).toBe(true);
  });

  it('is false for an action not in allowWhenRoleMissing even when nobody holds an allowed role', () => {
    expect(hasRoomPermission(room, ['normal'], 'MODERATE_ROOM', [['normal']])).toBe(false);
    const strict = { ...room, allowWhenRoleMissing: [] };
    expect(hasRoomPermission(strict, ['normal'], 'SHARE_SCREEN', [['normal']])).toBe(false);
  });

  it('maps each source to the permission its sharing needs', () => {
    expect(sharePermission('mic')).toBe('SHARE_AUDIO');
    expect(sharePermission('webcam')).toBe('SHARE_VIDEO');
    expect(sharePermission('screen')).toBe('SHARE_SCREEN');
    expect(sharePermission('extravideo')).toBe('SHARE_EXTRA_VIDEO');
  });

  it('makes the owner and members moderators (admins too), and everyone else normal', () => {
    expect(roomRolesFor('owner')).toEqual(['normal', 'moderator']);
    expect(roomRolesFor('member')).toEqual(['normal', 'moderator']);
    expect(roomRolesFor('admin')).toEqual(['normal', 'moderator']);
    expect(roomRolesFor('user')).toEqual(['normal']);
  });
});

describe('role level: the highest level among the user roles', () => {
  it('takes the maximum and ignores unknown roles', () => {
    expect(roleLevel(['normal', 'moderator'], USER_ROLE_LEVELS)).toBe(50);
    expect(roleLevel(['normal'], USER_ROLE_LEVELS)).toBe(10);
    expect(roleLevel(['stranger'], USER_ROLE_LEVELS)).toBe(0);
    expect(roleLevel([], USER_ROLE_LEVELS)).toBe(0);
  });
});

const peer = (id: string, displayName: string, raisedHandTimestamp?: number) => ({
  id,
  displayName,
  raisedHand: raisedHandTimestamp !== undefined,
  raisedHandTimestamp: raisedHandTimestamp ?? null,
});

describe('participant ordering (§4)', () => {
  const peers = [
    peer('1', 'zoe'),
    peer('2', 'Bob', 300),
    peer('3', 'amy'),
    peer('4', 'Carl', 100),
    peer('5', 'Dora'),
    peer('6', 'Eve'),
  ];

  it('puts raised hands first by time raised, then spotlighted, then others, alphabetical by name', () => {
    expect(orderParticipants(peers, ['6', '1']).map((p) => p.displayName)).toEqual([
      'Carl',
      'Bob',
      'Eve',
      'zoe',
      'amy',
      'Dora',
    ]);
  });

  it('puts a spotlighted peer with a raised hand among the raised hands', () => {
    expect(
      orderParticipants(peers, ['2'])
        .map((p) => p.id)
        .slice(0, 2),
    ).toEqual(['4', '2']);
  });

  it('breaks a tie of the same time by name, and gives hand positions', () => {
    const tied = [peer('a', 'Nia', 5), peer('b', 'Max', 5)];
    expect(orderParticipants(tied, []).map((p) => p.displayName)).toEqual(['Max', 'Nia']);
    expect(handPosition(peers, '4')).toBe(1);
    expect(handPosition(peers, '2')).toBe(2);
    expect(handPosition(peers, '1')).toBeNull();
  });
});

describe('member list ordering (§4)', () => {
  it('lists me first, then online users, then those with a consumer, then by name', () => {
    const members = [
      { id: 'a', displayName: 'Ann', online: false, hasConsumer: false },
      { id: 'b', displayName: 'Ben', online: true, hasConsumer: false },
      { id: 'c', displayName: 'Cid', online: false, hasConsumer: true },
      { id: 'd', displayName: 'Dee', online: true, hasConsumer: true },
      { id: 'me', displayName: 'Zed', online: false, hasConsumer: false },
      { id: 'e', displayName: 'abe', online: true, hasConsumer: true },
    ];
    expect(orderMemberList(members, 'me').map((m) => m.id)).toEqual(['me', 'e', 'd', 'b', 'c', 'a']);
  });
});

describe('local recording (§3, §4)', () => {
  const agreed = { localRecordingConsent: 'agreed' };
  const notYet = { localRecordingConsent: null };

  it('is active when the status is start or resume', () => {
    expect(['init', 'start', 'resume', 'pause', 'stop'].map((s) => isRecordingActive(s as never))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(isRecordingActive(null)).toBe(false);
  });

  it('needs every participant to have agreed', () => {
    expect(everyoneConsented([agreed, agreed])).toBe(true);
    expect(everyoneConsented([agreed, notYet])).toBe(false);
    expect(everyoneConsented([])).toBe(false);
  });

  it('starts after init only with everyone consenting, and resumes only with everyone consenting', () => {
    expect(recordingStep(null, 'init', [notYet])).toEqual({ ok: true });
    expect(recordingStep('init', 'start', [agreed, notYet])).toMatchObject({ ok: false, reason: 'consent' });
    expect(recordingStep('init', 'start', [agreed, agreed])).toEqual({ ok: true });
    expect(recordingStep('pause', 'resume', [agreed, notYet])).toMatchObject({
      ok: false,
      reason: 'consent',
    });
    expect(recordingStep('pause', 'resume', [agreed])).toEqual({ ok: true });
  });

  it('refuses steps out of order', () => {
    expect(recordingStep(null, 'start', [agreed])).toMatchObject({ ok: false, reason: 'transition' });
    expect(recordingStep('start', 'resume', [agreed])).toMatchObject({ ok: false, reason: 'transition' });
    expect(recordingStep('stop', 'start', [agreed])).toMatchObject({ ok: false, reason: 'transition' });
    expect(recordingStep('start', 'pause', [notYet])).toEqual({ ok: true });
    expect(recordingStep('pause', 'stop', [notYet])).toEqual({ ok: true });
    expect(recordingStep('stop', 'init', [notYet])).toEqual({ ok: true });
  });

  it('pauses an active recording when someone who has not agreed is in the room', () => {
    expect(recordingAfterRoomChange('start', [agreed, notYet])).toBe('pause');
    expect(recordingAfterRoomChange('resume', [agreed, notYet])).toBe('pause');
    expect(recordingAfterRoomChange('start', [agreed, agreed])).toBeNull();
    expect(recordingAfterRoomChange('pause', [notYet])).toBeNull();
  });
});

describe('groups (§3 Group)', () => {
  it('accepts named groups of peers in the room, each peer in one group', () => {
    expect(groupsProblem([{ id: 'g1', name: 'Left', members: ['a', 'b'] }], ['a', 'b', 'c'])).toBeNull();
  });

  it('names what is wrong', () => {
    expect(groupsProblem([{ id: 'g1', name: ' ', members: [] }], [])).toMatchObject({
      field: 'groups.0.name',
    });
    expect(groupsProblem([{ id: 'g1', name: 'A', members: ['x'] }], ['a'])).toMatchObject({
      field: 'groups.0.members',
    });
    expect(
      groupsProblem(
        [
          { id: 'g1', name: 'A', members: ['a'] },
          { id: 'g2', name: 'B', members: ['a'] },
        ],
        ['a'],
      ),
    ).toMatchObject({ field: 'groups.1.members', message: 'A participant can be in one group only.' });
    const many = Array.from({ length: ROOM_CAPACITY + 1 }, (_, i) => ({
      id: `g${i}`,
      name: 'G',
      members: [],
    }));
    expect(groupsProblem(many, [])).toMatchObject({ field: 'groups' });
  });

  it('drops a peer who left from every group', () => {
    expect(withoutMember([{ id: 'g', name: 'A', members: ['a', 'b'] }], 'a')).toEqual([
      { id: 'g', name: 'A', members: ['b'] },
    ]);
  });
});
