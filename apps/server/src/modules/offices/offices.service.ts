import { randomBytes } from 'node:crypto';
import type {
  AssistantDialog,
  NewOfficeBody,
  Office,
  OfficeMembersReply,
  OfficeType,
  UpdateAssistantBody,
} from '@muse/contracts';
import {
  RESERVED_OFFICE_ID_PREFIXES,
  canManageMembers,
  chosenOfficeIdProblem,
  isCustomAvatarId,
  normalizePersonality,
  parseCustomAvatarId,
  parseVoiceId,
  type OfficeAccess,
  type Personality,
  validateDialog,
} from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { badRequest, conflict, fieldError, notFound } from '../../platform/http/errors';
import { isUniqueViolation } from '../../shared/db-errors';
import { nowIso } from '../../shared/ids';
import type { UsersService } from '../users';
import { InvitationsRepository } from './offices.invitations.repository';
import { OfficeInvitations, type InvitationMail } from './offices.invitations.service';
import { HELP_OFFICE_ID } from './help-office/help-office';
import { assertCanManageMembers, assertCanOpenSetup, assertCanReadMembers, viewerOf } from './offices.policy';
import { accessOf, parseDialog, participantLabel, personalityOf, presentOffice } from './offices.presenter';
import {
  trainingMark,
  type AssistantRow,
  type OfficeRow,
  type OfficesRepository,
} from './offices.repository';

/** What each office type starts as (the type names are chosen). */
const TYPE_FLAGS: Record<OfficeType, Pick<OfficeRow, 'isAiChat' | 'isMathChat' | 'setupScreen'>> = {
  aiChat: { isAiChat: 1, isMathChat: 0, setupScreen: 'ChatSetup' },
  mathChat: { isAiChat: 0, isMathChat: 1, setupScreen: 'MathSetup' },
  interview: { isAiChat: 0, isMathChat: 0, setupScreen: 'ChatSetup' },
  SATMath: { isAiChat: 0, isMathChat: 1, setupScreen: 'MathSetup' },
};
const DEFAULT_NAMES: Record<OfficeType, string> = {
  aiChat: 'My assistant',
  mathChat: 'My math chat',
  interview: 'My interview',
  SATMath: 'My SAT math',
};
const DEFAULT_WELCOME = 'Hello! Ask me anything about what I was trained on.';
/** The most offices a list returns (chosen). */
const LIST_LIMIT = 200;

/** Words of /api/offices/… routes, which an office id would be shadowed by. */
const ROUTE_WORDS = new Set([
  'mine',
  'voices',
  'avatars',
  'newoffice',
  'texttospeach',
  'imagechat',
  'invitations',
]);

const randomOfficeId = () => randomBytes(9).toString('base64url');

export interface LoadedOffice {
  row: OfficeRow;
  members: string[];
  access: OfficeAccess;
}

/** Offices, their members and assistants. Routes call this after validating the body. */
export class OfficesService {
  /** Invitations to offices: nobody becomes a member without accepting. */
  readonly invitations: OfficeInvitations;

  constructor(
    private readonly repo: OfficesRepository,
    private readonly users: UsersService,
    mail: InvitationMail,
  ) {
    this.invitations = new OfficeInvitations({
      repo: new InvitationsRepository(repo.db),
      offices: this,
      mail,
    });
  }

  /** The office and its members, or a 404 naming it. */
  async load(officeId: string): Promise<LoadedOffice> {
    const row = await this.repo.find(officeId);
    if (!row) throw notFound(`There is no office ${officeId}.`);
    const members = await this.repo.memberIds(officeId);
    return { row, members, access: accessOf(row, members) };
  }

  async present(officeId: string, caller: Caller | null): Promise<Office> {
    const { row, members } = await this.load(officeId);
    return presentOffice(row, members, await this.repo.assistants(officeId), caller);
  }

  async create(caller: Caller, body: NewOfficeBody): Promise<Office> {
    const id = this.newId(body);
    const now = nowIso();
    const row: OfficeRow = {
      id,
      userId: caller.userId,
      name: body.name || DEFAULT_NAMES[body.type],
      type: body.type,
      ...TYPE_FLAGS[body.type],
      showAiChatHistory: body.type === 'aiChat' ? 1 : 0,
      experienceType: body.experienceType ?? 'simple',
      demo: body.demo ? 1 : 0,
      trainedAt: trainingMark(now),
      createdAt: now,
      updatedAt: now,
    };
    const dialog: AssistantDialog = { question: DEFAULT_WELCOME, personality: normalizePersonality({}) };
    const main: AssistantRow = {
      officeId: id,
      position: 0,
      avatar: null,
      dialog: JSON.stringify(dialog),
      updatedAt: now,
    };
    try {
      await this.repo.create(row, main);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('office_exists', `The office id ${id} is taken.`);
      throw err;
    }
    return this.present(id, caller);
  }

  /** A chosen id is checked against the id rules; interview and SAT math offices always get their prefix. */
  private newId(body: NewOfficeBody): string {
    let id = randomOfficeId();
    if (body._id) {
      const problem = chosenOfficeIdProblem(body._id);
      if (problem) throw fieldError('_id', problem);
      if (ROUTE_WORDS.has(body._id.toLowerCase()))
        throw fieldError('_id', `"${body._id}" can't be an office id.`);
      id = body._id;
    }
    if (body.type === 'interview') return `${RESERVED_OFFICE_ID_PREFIXES.interview}${id}`;
    if (body.type === 'SATMath') return `${RESERVED_OFFICE_ID_PREFIXES.satmath}-${id}`;
    return id;
  }

  async listMine(caller: Caller): Promise<Office[]> {
    const rows = await this.repo.listForUser(caller.userId, LIST_LIMIT);
    return Promise.all(
      rows.map(async (row) =>
        presentOffice(row, await this.repo.memberIds(row.id), await this.repo.assistants(row.id), caller),
      ),
    );
  }

  async members(officeId: string, caller: Caller | null): Promise<OfficeMembersReply> {
    const office = await this.load(officeId);
    assertCanReadMembers(office.access, caller);
    return this.presentMembers(office, caller);
  }

  /**
   * Members as the caller may see them: everyone gets neutral names; emails go to the owner and admins
   * (who invited by email) and to each member for their own row; pending invitations to managers only.
   */
  private async presentMembers(office: LoadedOffice, caller: Caller | null): Promise<OfficeMembersReply> {
    const manager = canManageMembers(office.access, viewerOf(caller));
    const rows = await this.repo.members(office.row.id);
    return {
      data: rows.map((m) => ({
        userId: m.userId,
        email: manager || m.userId === caller?.userId ? m.email : null,
        name: participantLabel(m.userId),
      })),
      invitations: manager ? await this.invitations.pendingOf(office.row.id) : [],
    };
  }

  /** Whether the office's owner or a member signs in with this (lower-case) email. */
  hasPersonWithEmail(office: LoadedOffice, email: string): Promise<boolean> {
    return this.repo.hasPersonWithEmail(office.row.id, office.row.userId, email);
  }

  /** Owners and admins remove anyone; a member may leave. */
  async removeMember(officeId: string, caller: Caller, userId: string): Promise<OfficeMembersReply> {
    const office = await this.load(officeId);
    if (caller.userId !== userId || !office.members.includes(userId)) {
      assertCanManageMembers(office.access, caller);
    }
    if (!(await this.repo.removeMember(officeId, userId))) {
      throw notFound('That user is not a member of this office.');
    }
    return this.presentMembers(await this.load(officeId), caller);
  }

  /** Owners and admins withdraw an invitation not yet accepted. */
  async cancelInvitation(
    officeId: string,
    caller: Caller,
    invitationId: string,
  ): Promise<OfficeMembersReply> {
    const office = await this.load(officeId);
    await this.invitations.cancel(office, caller, invitationId);
    return this.presentMembers(office, caller);
  }

  /** POST /offices/{officeId}/updateAssistant/{assistantIndex}: the voice, the avatar, or the personality. */
  async updateAssistant(
    officeId: string,
    position: number,
    caller: Caller,
    body: UpdateAssistantBody,
  ): Promise<Office> {
    const office = await this.load(officeId);
    assertCanOpenSetup(office.access, caller);
    if ('voiceId' in body && !parseVoiceId(body.voiceId)) {
      throw fieldError('voiceId', 'voiceId must be azure- and a voice name, optionally _tone_intensity.');
    }
    // A custom look (the avatar creator's) must name a choice for every part.
    if ('avatar' in body && isCustomAvatarId(body.avatar.id)) {
      const parsed = parseCustomAvatarId(body.avatar.id);
      if (!parsed.ok) throw fieldError('avatar.id', parsed.problem.message);
    }
    const changed = await this.repo.updateAssistant(
      officeId,
      position,
      (row) => {
        const dialog = parseDialog(row.dialog);
        if ('voiceId' in body)
          return { avatar: row.avatar, dialog: JSON.stringify(withVoice(dialog, body.voiceId)) };
        if ('avatar' in body) {
          return {
            avatar: JSON.stringify(body.avatar),
            dialog: JSON.stringify({ ...dialog, question: body.welcomeMessage }),
          };
        }
        const personality = normalizePersonality({
          ...normalizePersonality(dialog.personality),
          ...body.personality,
        });
        return { avatar: row.avatar, dialog: JSON.stringify({ ...dialog, personality }) };
      },
      nowIso(),
      'personality' in body,
    );
    if (!changed) throw notFound(`This office has no assistant ${position}.`);
    return this.present(officeId, caller);
  }

  /** POST /offices/{officeId}/updateAssistantDialog: the main assistant's dialog tree (personality kept unless sent). */
  async updateDialog(officeId: string, caller: Caller, dialog: AssistantDialog): Promise<Office> {
    const office = await this.load(officeId);
    assertCanOpenSetup(office.access, caller);
    // The tree must be one the dialog panel can run; warnings (an unknown action, skipped when it runs) pass.
    const { errors } = validateDialog(dialog);
    if (errors.length > 0) throw badRequest('validation_failed', errors[0]!.message, errors);
    await this.repo.updateAssistant(
      officeId,
      0,
      (row) => {
        const before = parseDialog(row.dialog);
        const personality = normalizePersonality(dialog.personality ?? before.personality);
        return { avatar: row.avatar, dialog: JSON.stringify({ ...dialog, personality }) };
      },
      nowIso(),
      true,
    );
    return this.present(officeId, caller);
  }

  /** The main assistant's personality, for answers. */
  async personality(officeId: string): Promise<Personality> {
    return personalityOf(await this.repo.assistants(officeId));
  }

  /**
   * The office the floating helper chat talks to (GET /offices/imagechat). Chosen: the newest demo office
   * made by an admin, so an operator can put their own help in front; otherwise Muse's built-in help office.
   */
  async helperOfficeId(): Promise<string | null> {
    const offices = await this.repo.demoOffices(50);
    const byAdmin = offices.find((o) => this.users.isAdmin({ email: o.email, isGuest: o.isGuest }));
    if (byAdmin) return byAdmin.id;
    return (await this.repo.find(HELP_OFFICE_ID)) ? HELP_OFFICE_ID : null;
  }

  markTrained(officeId: string): Promise<void> {
    return this.repo.markTrained(officeId, nowIso());
  }

  trainedAt(officeId: string): Promise<string | undefined> {
    return this.repo.find(officeId).then((row) => row?.trainedAt);
  }
}

/** One voice speaks both the welcome question and the answers. */
function withVoice(dialog: AssistantDialog, voiceId: string): AssistantDialog {
  return { ...dialog, questionVoiceId: voiceId, answerVoiceId: voiceId };
}
