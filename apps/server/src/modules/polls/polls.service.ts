import {
  ServerEvents,
  VoteMessage,
  type CreatePollBody,
  type DialogVoteBody,
  type OfficePollsReply,
  type Poll,
} from '@muse/contracts';
import {
  checkDialogPoll,
  checkPoll,
  choiceValueOf,
  type OfficeAccess,
  type OfficeViewer,
  type PollCheck,
  type PollDefinition,
} from '@muse/domain';
import { conflict, fieldError, notFound } from '../../platform/http/errors';
import { fieldsError, parseFields } from '../../platform/http/parse-fields';
import { isUniqueViolation } from '../../shared/db-errors';
import { newOrderedId, nowIso } from '../../shared/ids';
import { assertCanRunPolls, assertCanVote, canRunPolls } from './polls.policy';
import { definitionOf, isOpen, presentPoll, presentResults } from './polls.presenter';
import type { PollRow, PollsRepository } from './polls.repository';

/** Someone using polls: an account, a guest, or a signed-out visitor (`visitor-<uuid>`). */
export interface Person {
  /** the voter id: user id, guest id or `visitor-<uuid>` */
  id: string;
  viewer: OfficeViewer;
  /** signed in with an email (guests count as not logged in) */
  signedIn: boolean;
}

export interface PollsOfficesPort {
  load(officeId: string): Promise<{ access: OfficeAccess }>;
}

export interface PollsRealtimePort {
  toOffice(officeId: string, event: string, data: unknown): void;
  toUser(userId: string, event: string, data: unknown): void;
  toSocket(socketId: string, event: string, data: unknown): void;
}

/**
 * Live polls and quizzes of an office, and the polls of dialogs. Owners and admins start and close live
 * polls (one open per office: a new one closes the last); everyone who may see the office votes once per poll.
 * Events go to the office's socket.io room, so they reach every process through the Redis adapter.
 */
export class PollsService {
  constructor(
    private readonly repo: PollsRepository,
    private readonly offices: PollsOfficesPort,
    private readonly realtime: PollsRealtimePort,
  ) {}

  async start(person: Person, body: CreatePollBody): Promise<Poll> {
    const { access } = await this.offices.load(body.officeId);
    assertCanRunPolls(access, person.viewer, person.signedIn);
    const def = valid(checkPoll(body));
    const now = nowIso();
    for (const open of await this.repo.unclosedLive(body.officeId)) await this.closeRow(open, now);
    const row: PollRow = {
      id: newOrderedId(),
      officeId: body.officeId,
      source: 'live',
      dialogKey: null,
      pollType: def.pollType,
      question: def.question,
      choices: JSON.stringify(def.choices),
      answer: def.answer ?? null,
      startedByUserId: person.id,
      startedAt: now,
      closedAt: null,
    };
    await this.repo.insert(row);
    this.realtime.toOffice(
      row.officeId,
      ServerEvents.poll,
      presentPoll(row, {}, { showAnswer: false, myVote: null }),
    );
    return presentPoll(row, {}, { showAnswer: true, myVote: null });
  }

  async close(person: Person, pollId: string): Promise<Poll> {
    const row = await this.repo.find(pollId);
    if (!row) throw notFound(`There is no poll ${pollId}.`);
    const { access } = await this.offices.load(row.officeId);
    assertCanRunPolls(access, person.viewer, person.signedIn);
    if (row.source === 'live' && row.closedAt === null) await this.closeRow(row, nowIso());
    const closed = (await this.repo.find(pollId)) ?? row;
    const votes = (await this.repo.counts([pollId])).get(pollId) ?? {};
    return presentPoll(closed, votes, {
      showAnswer: true,
      myVote: await this.repo.voteOf(pollId, person.id),
    });
  }

  /** The office's polls with their results, newest first (owner and admins). */
  async history(
    person: Person,
    officeId: string,
    page: { after?: string; limit: number },
  ): Promise<OfficePollsReply> {
    const { access } = await this.offices.load(officeId);
    assertCanRunPolls(access, person.viewer, person.signedIn);
    const after = page.after ? await this.repo.find(page.after) : undefined;
    if (page.after && (!after || after.officeId !== officeId))
      throw fieldError('after', 'after must be a poll of this office');
    const rows = await this.repo.page(officeId, after, page.limit + 1);
    const shown = rows.slice(0, page.limit);
    const ids = shown.map((r) => r.id);
    const [counts, mine] = await Promise.all([this.repo.counts(ids), this.repo.votesOf(ids, person.id)]);
    return {
      data: shown.map((r) =>
        presentPoll(r, counts.get(r.id) ?? {}, { showAnswer: true, myVote: mine.get(r.id) ?? null }),
      ),
      next: rows.length > page.limit ? (shown.at(-1)?.id ?? null) : null,
    };
  }

  /**
   * A vote on a live poll (the socket's `vote`): counted once per person, then the counts go to the office's
   * room (`poll-results`) and the poll with its answer to the voter's every tab (`poll-with-results`).
   */
  async vote(person: Person, message: unknown): Promise<Poll> {
    const { pollId, value } = parseFields(VoteMessage, message);
    const row = await this.repo.find(pollId);
    if (!row || row.source !== 'live') throw notFound(`There is no poll ${pollId}.`);
    const { access } = await this.offices.load(row.officeId);
    assertCanVote(access, person.viewer);
    if (!isOpen(row)) throw conflict('poll_closed', 'This poll has closed.');
    const chosen = choiceValueOf(definitionOf(row), value);
    if (chosen === undefined) throw fieldError('value', 'value must be one of the poll’s choices');
    if (!(await this.repo.addVote(row.id, person.id, chosen, nowIso())))
      throw conflict('already_voted', 'You have already voted in this poll.');
    const votes = (await this.repo.counts([row.id])).get(row.id) ?? {};
    this.realtime.toOffice(row.officeId, ServerEvents.pollResults, presentResults(row, votes));
    const poll = presentPoll(row, votes, { showAnswer: true, myVote: chosen });
    this.realtime.toUser(person.id, ServerEvents.pollWithResults, poll);
    return poll;
  }

  /**
   * Someone's socket joined an office's room: the open poll, if any, goes to that socket: as `poll` to vote
   * on, or as `poll-with-results` when they have voted already or run the office's polls.
   */
  async joined(person: Person, socketId: string, officeId: string): Promise<void> {
    const open = (await this.repo.unclosedLive(officeId)).find((r) => isOpen(r));
    if (!open) return;
    const { access } = await this.offices.load(officeId);
    const myVote = await this.repo.voteOf(open.id, person.id);
    const insider = canRunPolls(access, person.viewer);
    if (myVote === null && !insider) {
      this.realtime.toSocket(
        socketId,
        ServerEvents.poll,
        presentPoll(open, {}, { showAnswer: false, myVote }),
      );
      return;
    }
    const votes = (await this.repo.counts([open.id])).get(open.id) ?? {};
    this.realtime.toSocket(
      socketId,
      ServerEvents.pollWithResults,
      presentPoll(open, votes, { showAnswer: true, myVote }),
    );
  }

  /**
   * A vote on a dialog's poll (its ShowPoll JSON), kept per office and question: the poll is made on its
   * first vote and follows the dialog's latest version of it. One vote per person: voting again changes
   * nothing and answers with the first vote and the results (a visitor may run the dialog twice).
   */
  async dialogVote(person: Person, body: DialogVoteBody): Promise<Poll> {
    const { access } = await this.offices.load(body.officeId);
    assertCanVote(access, person.viewer);
    const def = valid(checkDialogPoll(body.poll));
    const chosen = choiceValueOf(def, String(body.value));
    if (chosen === undefined) throw fieldError('value', 'value must be one of the poll’s choices');
    const row = await this.dialogPoll(body.officeId, def);
    const now = nowIso();
    await this.repo.addVote(row.id, person.id, chosen, now);
    const myVote = await this.repo.voteOf(row.id, person.id);
    const votes = (await this.repo.counts([row.id])).get(row.id) ?? {};
    return presentPoll(row, votes, { showAnswer: true, myVote });
  }

  private async dialogPoll(officeId: string, def: PollDefinition): Promise<PollRow> {
    const dialogKey = def.question.trim().toLowerCase();
    const stored = {
      pollType: def.pollType,
      question: def.question,
      choices: JSON.stringify(def.choices),
      answer: def.answer ?? null,
    };
    const found = await this.repo.findDialogPoll(officeId, dialogKey);
    if (found) {
      const changed = (['pollType', 'question', 'choices', 'answer'] as const).some(
        (k) => found[k] !== stored[k],
      );
      if (!changed) return found;
      await this.repo.updateDefinition(found.id, stored);
      return { ...found, ...stored };
    }
    try {
      await this.repo.insertDialogPoll({
        id: newOrderedId(),
        officeId,
        source: 'dialog',
        dialogKey,
        ...stored,
        startedByUserId: null,
        startedAt: nowIso(),
        closedAt: null,
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    const made = await this.repo.findDialogPoll(officeId, dialogKey);
    if (!made) throw new Error('dialog poll not stored');
    return made;
  }

  private async closeRow(row: PollRow, at: string): Promise<void> {
    if (!(await this.repo.close(row.id, at))) return;
    const votes = (await this.repo.counts([row.id])).get(row.id) ?? {};
    this.realtime.toOffice(row.officeId, ServerEvents.pollResults, presentResults(row, votes));
    this.realtime.toOffice(row.officeId, ServerEvents.pollClosed, { pollId: row.id, officeId: row.officeId });
  }
}

function valid(check: PollCheck): PollDefinition {
  if (check.ok) return check.poll;
  throw fieldsError(check.issues);
}
