import { describe, expect, it } from 'vitest';
import {
  RESERVED_OFFICE_ID_PREFIXES,
  canManageMembers,
  canReadConversations,
  canTrain,
  canOpenSetup,
  canReadMembers,
  canSeeTrainButton,
  canTalkToAssistant,
  chosenOfficeIdProblem,
  officeKindOf,
  officeRole,
  usesReservedOfficePrefix,
} from './index';

const office = { _id: 'o1', userId: 'u-owner', members: ['u-member', 'guest123'], isAIChat: true };
const owner = { userId: 'u-owner' };
const member = { userId: 'u-member' };
const admin = { userId: 'u-admin', isAdmin: true };
const other = { userId: 'u-other' };
const guest = { userId: 'guest123' };
const signedOut = { userId: null };

describe('office roles (assistant-workspace.md §3 Office, §6)', () => {
  it.each([
    [owner, 'owner'],
    [admin, 'admin'],
    [member, 'member'],
    [other, 'user'],
    [guest, 'visitor'],
    [signedOut, 'visitor'],
    [{}, 'visitor'],
  ] as const)('gives %j the role %s', (viewer, role) => {
    expect(officeRole(office, viewer)).toBe(role);
  });

  it('ranks owner over admin and admin over member', () => {
    expect(officeRole(office, { userId: 'u-owner', isAdmin: true })).toBe('owner');
    expect(officeRole(office, { userId: 'u-member', isAdmin: true })).toBe('admin');
  });

  it('lets only owners and admins open the setup', () => {
    expect(canOpenSetup(office, owner)).toBe(true);
    expect(canOpenSetup(office, admin)).toBe(true);
    for (const v of [member, other, guest, signedOut]) expect(canOpenSetup(office, v)).toBe(false);
  });

  it('shows the Train button to owners and members of an AI-chat office only', () => {
    expect(canSeeTrainButton(office, owner)).toBe(true);
    expect(canSeeTrainButton(office, member)).toBe(true);
    expect(canSeeTrainButton(office, { userId: 'u-member', isAdmin: true })).toBe(true);
    for (const v of [admin, other, guest, signedOut]) expect(canSeeTrainButton(office, v)).toBe(false);
    const notAiChat = { ...office, isAIChat: false };
    expect(canSeeTrainButton(notAiChat, owner)).toBe(false);
    expect(canSeeTrainButton(notAiChat, member)).toBe(false);
  });

  it('lets guests and visitors talk to the assistant', () => {
    for (const v of [owner, member, admin, other, guest, signedOut])
      expect(canTalkToAssistant(office, v)).toBe(true);
  });

  it('lets owners and admins manage members; members read them', () => {
    expect(canManageMembers(office, owner)).toBe(true);
    expect(canManageMembers(office, admin)).toBe(true);
    expect(canManageMembers(office, member)).toBe(false);
    expect(canReadMembers(office, member)).toBe(true);
    expect(canReadMembers(office, other)).toBe(false);
    expect(canReadMembers(office, guest)).toBe(false);
  });
});

describe('office ids (§3: ids starting interview- or satmath)', () => {
  it('reserves exactly the two prefixes', () => {
    expect(RESERVED_OFFICE_ID_PREFIXES).toEqual({ interview: 'interview-', satmath: 'satmath' });
  });

  it.each([
    ['interview-42', 'interview'],
    ['satmath', 'satmath'],
    ['satmath-algebra', 'satmath'],
    ['interviews', 'regular'],
    ['my-office', 'regular'],
  ] as const)('reads %s as %s', (id, kind) => {
    expect(officeKindOf(id)).toBe(kind);
  });

  it('refuses a user-chosen id with a reserved prefix, in any case', () => {
    for (const id of ['interview-1', 'Interview-x', 'satmath', 'SATmath2']) {
      expect(usesReservedOfficePrefix(id)).toBe(true);
      expect(chosenOfficeIdProblem(id)).toBe(
        'Office ids starting with "interview-" or "satmath" are reserved.',
      );
    }
  });

  it('accepts ordinary ids and refuses malformed ones', () => {
    expect(chosenOfficeIdProblem('bike-shop_1')).toBeNull();
    expect(chosenOfficeIdProblem('interviewer')).toBeNull();
    expect(chosenOfficeIdProblem('')).toBe('Enter an office id.');
    expect(chosenOfficeIdProblem('a b')).toMatch(/only letters/);
    expect(chosenOfficeIdProblem('-x')).toMatch(/only letters/);
    expect(chosenOfficeIdProblem('x'.repeat(65))).toMatch(/at most 64/);
  });
});

describe('training and conversations (chosen: §6 names only setup and the Train button)', () => {
  it.each([
    [owner, true, true],
    [admin, true, true],
    [member, true, false],
    [other, false, false],
    [guest, false, false],
    [signedOut, false, false],
  ])('%o trains: %s, reads conversations: %s', (viewer, trains, reads) => {
    expect(canTrain(office, viewer)).toBe(trains);
    expect(canReadConversations(office, viewer)).toBe(reads);
  });
});
