import { randomBytes, randomInt } from 'node:crypto';
import type {
  CreateInterviewQuestionsBody,
  InterviewQuestionsReply,
  InterviewResult,
  InterviewResultReply,
  OfficeInterview,
  OfficeInterviewsReply,
  SubmitInterviewBody,
  SubmitInterviewQuery,
  SubmitInterviewReply,
} from '@muse/contracts';
import {
  INTERVIEW_NAME_QUESTION,
  INTERVIEW_RESUME_QUESTION,
  VISITOR_WRITES_WINDOW_SECONDS,
  visitorWritesMessage,
  type OfficeAccess,
} from '@muse/domain';
import type { InterviewAnswerInput, InterviewReport } from '@muse/providers';
import type { Caller } from '../../platform/http/auth-guard';
import { fieldError, notFound } from '../../platform/http/errors';
import type { MailMessage } from '../../platform/mail';
import type { AddressQuota, QuotaRule } from '../../shared/address-quota';
import { addressKey } from '../../shared/client-address';
import { nowIso } from '../../shared/ids';
import { decodeCursor, pageOf } from '../../shared/page-cursor';
import { assertCanListOfficeInterviews, isQuotaed } from './interviews.policy';
import type { InterviewRow, InterviewsRepository } from './interviews.repository';
import { interviewQuestions, interviewReport, type WriterDeps } from './interviews.writer';

/** What interviews need of the offices module: the office (a 404 when there is none) and who may read it. */
export interface InterviewOffices {
  load(officeId: string): Promise<{ access: OfficeAccess }>;
}

/** Interviews a visitor or guest may submit per address and hour (chosen: a practice session or two). */
export const VISITOR_INTERVIEWS_PER_ADDRESS = 10;

const BY_ADDRESS: QuotaRule = {
  kind: 'visitor_interviews',
  max: VISITOR_INTERVIEWS_PER_ADDRESS,
  windowSeconds: VISITOR_WRITES_WINDOW_SECONDS,
  message: visitorWritesMessage,
};

const NOT_READY = 'This interview has no result yet.';

/** A random id of 144 bits: the emailed link to a result is its only key. */
export const newInterviewId = (): string => randomBytes(18).toString('base64url');

export interface InterviewsServiceDeps extends WriterDeps {
  repo: InterviewsRepository;
  offices: InterviewOffices;
  quota: AddressQuota;
  /** queues the `interviews.evaluate` job */
  schedule: (interviewId: string) => Promise<void>;
  /** queues a mail (`mail.send`) */
  sendMail: (message: MailMessage) => Promise<void>;
  publicUrl: string;
}

function parseResult(row: InterviewRow): InterviewResult | null {
  if (row.status !== 'ready' || !row.result) return null;
  return { id: row.id, ...(JSON.parse(row.result) as InterviewReport) };
}

/** The result as plain text for the mail: the summary, the recommendation, each competency, the link. */
function mailText(result: InterviewResult, link: string): string {
  return [
    `Interview Evaluation: ${result.jobTitle}`,
    '',
    result.overallAnalysis.summary,
    '',
    `Recommendation: ${result.overallAnalysis.summaryRecommendation}`,
    '',
    'Competency Evaluation',
    ...result.categorySummaries.flatMap((c) => [`- ${c.name}: ${c.summary}`]),
    '',
    `See the whole report: ${link}`,
  ].join('\n');
}

/** Mock interviews: questions for a role, submissions, their evaluation (a job) and results. */
export class InterviewsService {
  constructor(private readonly deps: InterviewsServiceDeps) {}

  /** Questions for a job title (each call a fresh set). */
  async questions(body: CreateInterviewQuestionsBody): Promise<InterviewQuestionsReply> {
    const data = await interviewQuestions(
      { jobTitle: body.jobTitle, count: body.count, seed: randomInt(2 ** 31) },
      this.deps,
    );
    return { data };
  }

  /** Stores a submission and queues its evaluation; the result goes to `email`. */
  async submit(
    caller: Caller | null,
    sender: string,
    ip: string,
    query: SubmitInterviewQuery,
    body: SubmitInterviewBody,
  ): Promise<SubmitInterviewReply> {
    const officeId = body.officeId ?? null;
    if (officeId) await this.deps.offices.load(officeId);
    if (isQuotaed(caller)) await this.deps.quota.take(BY_ADDRESS, addressKey(ip));
    const id = newInterviewId();
    const answers: InterviewAnswerInput[] = evaluatedAnswers(body.answers);
    if (answers.length === 0)
      throw fieldError('answers', 'answers must hold at least one interview question');
    await this.deps.repo.insert({
      id,
      userId: sender,
      officeId,
      jobTitle: query.jobTitle,
      email: query.email?.trim().toLowerCase() || null,
      answers: JSON.stringify(answers),
      status: 'queued',
      result: null,
      error: null,
      createdAt: nowIso(),
      finishedAt: null,
    });
    await this.deps.schedule(id);
    return { id };
  }

  /** The result once ready, its failure, or a 404 (not ready, or no such id: the same answer). */
  async result(id: string): Promise<InterviewResultReply> {
    const row = await this.deps.repo.find(id);
    if (!row || row.status === 'queued') throw notFound(NOT_READY);
    if (row.status === 'failed') {
      return { id: row.id, jobTitle: row.jobTitle, error: row.error ?? 'The evaluation failed.' };
    }
    return parseResult(row)!;
  }

  /** A page of an office's interviews, newest first, for its owner and admins. */
  async listOffice(
    caller: Caller | null,
    officeId: string,
    page: { limit: number; before?: string },
  ): Promise<OfficeInterviewsReply> {
    const office = await this.deps.offices.load(officeId);
    assertCanListOfficeInterviews(office.access, caller);
    const cursor = decodeCursor(page.before);
    const found = await this.deps.repo.listByOffice(officeId, page.limit + 1, cursor);
    const { rows, next } = pageOf(found, page.limit, (r) => ({ at: r.createdAt, id: r.id }));
    const data = rows.map((row): OfficeInterview => {
      const result = parseResult(row);
      return {
        id: row.id,
        jobTitle: row.jobTitle,
        status: row.status as OfficeInterview['status'],
        createdAt: row.createdAt,
        ...(result ? { result } : {}),
        ...(row.status === 'failed' && row.error ? { error: row.error } : {}),
      };
    });
    return { data, next };
  }

  /**
   * The `interviews.evaluate` job: evaluates a queued interview, stores the result and mails it. A repeated
   * delivery finds it finished and does nothing.
   */
  async evaluate(interviewId: string): Promise<void> {
    const row = await this.deps.repo.find(interviewId);
    if (!row || row.status !== 'queued') return;
    const report = await interviewReport(
      { jobTitle: row.jobTitle, answers: JSON.parse(row.answers) as InterviewAnswerInput[] },
      this.deps,
    );
    const finished = await this.deps.repo.finish(
      row.id,
      { status: 'ready', result: JSON.stringify(report) },
      nowIso(),
    );
    if (!finished || !row.email) return;
    const result: InterviewResult = { id: row.id, ...report };
    const link = `${this.deps.publicUrl.replace(/\/$/, '')}/mock-interview?interview=${encodeURIComponent(row.id)}`;
    await this.deps.sendMail({
      to: row.email,
      subject: `Interview Evaluation: ${row.jobTitle}`.slice(0, 300),
      text: mailText(result, link),
    });
  }

  /** The job's last try failed: the result says so (the report stays in its loading state). */
  async recordFailure(interviewId: string): Promise<void> {
    await this.deps.repo.finish(
      interviewId,
      { status: 'failed', error: 'The interview could not be evaluated.' },
      nowIso(),
    );
  }
}

/**
 * The answers the evaluation judges: a dialog's name and résumé steps are not interview questions; the
 * competency is `category`, or the answer box's `parameters` when the dialog's FormSubmit sent them.
 */
function evaluatedAnswers(answers: SubmitInterviewBody['answers']): InterviewAnswerInput[] {
  const skipped = new Set([INTERVIEW_NAME_QUESTION, INTERVIEW_RESUME_QUESTION]);
  return answers
    .filter((a) => !skipped.has(a.question.trim()))
    .map((a) => {
      const category = (a.category ?? a.parameters ?? '').trim();
      return { question: a.question.trim(), answer: a.answer.trim(), ...(category ? { category } : {}) };
    });
}
