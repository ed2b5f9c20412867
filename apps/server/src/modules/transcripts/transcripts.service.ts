import type { TranscriptBody, TranscriptEntry, TranscriptsReply } from '@muse/contracts';
import {
  VISITOR_TRANSCRIPTS_PER_ADDRESS,
  VISITOR_WRITES_WINDOW_SECONDS,
  visitorWritesMessage,
  type OfficeAccess,
} from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import type { AddressQuota, QuotaRule } from '../../shared/address-quota';
import { addressKey } from '../../shared/client-address';
import { newOrderedId, nowIso } from '../../shared/ids';
import { decodeCursor, pageOf } from '../../shared/page-cursor';
import { assertCanReadTranscripts, isQuotaed } from './transcripts.policy';
import type { TranscriptRow, TranscriptsRepository } from './transcripts.repository';

/** What transcripts need of the offices module: the office (a 404 when there is none) and who may read it. */
export interface TranscriptOffices {
  load(officeId: string): Promise<{ access: OfficeAccess }>;
}

const BY_ADDRESS: QuotaRule = {
  kind: 'visitor_transcripts',
  max: VISITOR_TRANSCRIPTS_PER_ADDRESS,
  windowSeconds: VISITOR_WRITES_WINDOW_SECONDS,
  message: visitorWritesMessage,
};

const present = (row: TranscriptRow): TranscriptEntry => ({
  _id: row.id,
  sessionId: row.sessionId,
  question: row.question,
  answer: row.answer,
  ...(row.parameters !== null ? { parameters: row.parameters } : {}),
  ...(row.audioUrl !== null ? { audioUrl: row.audioUrl } : {}),
  ts: row.createdAt,
});

/** Dialog transcripts: visitors' answers of recorded dialog runs, read by the office's owner and admins. */
export class TranscriptsService {
  constructor(
    private readonly deps: { repo: TranscriptsRepository; offices: TranscriptOffices; quota: AddressQuota },
  ) {}

  /** Stores one entry sent by `sender` (the caller, or the browser's visitor id). */
  async add(caller: Caller | null, sender: string, ip: string, body: TranscriptBody): Promise<{ ok: true }> {
    await this.deps.offices.load(body.officeId);
    if (isQuotaed(caller)) await this.deps.quota.take(BY_ADDRESS, addressKey(ip));
    await this.deps.repo.insert({
      // ordered ids: two entries of one instant keep the order they were sent in
      id: newOrderedId(),
      officeId: body.officeId,
      sessionId: body.sessionId,
      userId: sender,
      question: body.question,
      parameters: body.parameters ?? null,
      answer: body.answer,
      audioUrl: body.audioUrl ?? null,
      createdAt: nowIso(),
    });
    return { ok: true };
  }

  /** A page of sessions, newest first; each session's entries in the order they were answered. */
  async list(
    caller: Caller | null,
    officeId: string,
    page: { limit: number; before?: string },
  ): Promise<TranscriptsReply> {
    const office = await this.deps.offices.load(officeId);
    assertCanReadTranscripts(office.access, caller);
    const cursor = decodeCursor(page.before);
    const sessions = await this.deps.repo.sessions(officeId, page.limit + 1, cursor);
    const { rows, next } = pageOf(sessions, page.limit, (s) => ({ at: s.lastAt, id: s.sessionId }));
    const entries = await this.deps.repo.entries(
      officeId,
      rows.map((s) => s.sessionId),
    );
    const order = new Map(rows.map((s, i) => [s.sessionId, i]));
    const data = entries
      .map((row, i) => ({ row, i }))
      .sort((a, b) => order.get(a.row.sessionId)! - order.get(b.row.sessionId)! || a.i - b.i)
      .map(({ row }) => present(row));
    return { data, next };
  }
}
