import {
  CLIENT_REVIEWS_PER_PAGE,
  type ClientReviewsQuery,
  type ClientReviewsReply,
  type DemoFormData,
  type FeedbackBody,
  type FeedbackMineReply,
  type FormSubmissionsReply,
  type FormSubmission,
  type FormSubmitBody,
  type OfficeFeedbackEntry,
  type OfficeFeedbackReply,
} from '@muse/contracts';
import {
  VISITOR_FEEDBACK_PER_ADDRESS,
  VISITOR_FORMS_PER_ADDRESS,
  VISITOR_WRITES_WINDOW_SECONDS,
  demoFormProblems,
  visitorWritesMessage,
  type OfficeAccess,
  type OnetimeItemId,
} from '@muse/domain';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError } from '../../platform/http/errors';
import type { AddressQuota, QuotaRule } from '../../shared/address-quota';
import { addressKey } from '../../shared/client-address';
import { newOrderedId, nowIso } from '../../shared/ids';
import { decodeCursor, pageOf } from '../../shared/page-cursor';
import {
  assertCanReadSubmissions,
  earnsReviewReward,
  isQuotaed,
  mayPublish,
  primaryLanguage,
} from './feedback.policy';
import type { FeedbackRepository, FeedbackRow, FormSubmissionRow } from './feedback.repository';

/** What feedback needs of the offices module: the office (a 404 when there is none) and who may read it. */
export interface FeedbackOffices {
  load(officeId: string): Promise<{ access: OfficeAccess }>;
}
/** What feedback needs of the earning module: the one-time review reward. */
export interface FeedbackEarning {
  earnOnetime(userId: string, item: OnetimeItemId): Promise<unknown>;
}

/** The source the feedback popup sends its review (or its skip) as. */
export const POPUP_SOURCE = 'images';

const rule = (kind: string, max: number): QuotaRule => ({
  kind,
  max,
  windowSeconds: VISITOR_WRITES_WINDOW_SECONDS,
  message: visitorWritesMessage,
});
const FEEDBACK_QUOTA = rule('visitor_feedback', VISITOR_FEEDBACK_PER_ADDRESS);
const FORMS_QUOTA = rule('visitor_forms', VISITOR_FORMS_PER_ADDRESS);

const blankToNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function parseJson<T>(json: string | null): T | null {
  if (json === null) return null;
  try {
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
}

const presentFeedback = (row: FeedbackRow): OfficeFeedbackEntry => ({
  _id: row.id,
  source: row.source as OfficeFeedbackEntry['source'],
  formData: parseJson<DemoFormData>(row.formData),
  review: row.review,
  feedback: row.feedback,
  ts: row.createdAt,
});

const presentForm = (row: FormSubmissionRow): FormSubmission => ({
  _id: row.id,
  answers: parseJson<FormSubmission['answers']>(row.answers) ?? [],
  ts: row.createdAt,
});

/** The demo form's rules (@muse/domain) as one 400 naming every field to fix. */
function assertDemoForm(form: DemoFormData): void {
  const problems = demoFormProblems(form);
  if (problems.length === 0) return;
  const details = problems.map((p) => ({ field: `formData.${p.field}`, message: p.message }));
  throw new HttpError(
    400,
    'validation_failed',
    details.map((d) => `${d.field}: ${d.message}`).join('; '),
    details,
  );
}

/**
 * Feedback: demo requests, interview ratings and suggestions, the feedback popup's reviews and skips, and
 * dialog forms. The sender is the session's user (or the browser's visitor id), never a userId the body
 * claims.
 */
export class FeedbackService {
  constructor(
    private readonly deps: {
      repo: FeedbackRepository;
      offices: FeedbackOffices;
      earning: FeedbackEarning;
      quota: AddressQuota;
    },
  ) {}

  async send(caller: Caller | null, sender: string, ip: string, body: FeedbackBody): Promise<{ ok: true }> {
    const formData = body.source === 'demoform' ? body.formData : undefined;
    if (formData) assertDemoForm(formData);
    if (body.officeId) await this.deps.offices.load(body.officeId);
    if (isQuotaed(caller)) await this.deps.quota.take(FEEDBACK_QUOTA, addressKey(ip));
    const review = body.skip ? null : blankToNull(body.review);
    const firstReview =
      body.source === POPUP_SOURCE &&
      review !== null &&
      earnsReviewReward(caller) &&
      !(await this.deps.repo.hasReview(caller.userId, POPUP_SOURCE));
    const name = blankToNull(body.name);
    await this.deps.repo.insert({
      id: newOrderedId(),
      publish: review !== null && mayPublish(caller, body.publish, review, name) ? 1 : 0,
      lang: body.lang ? primaryLanguage(body.lang) : null,
      shownName: name,
      source: body.source,
      userId: sender,
      // the demo form's address; otherwise one typed by a signed-out reviewer
      email: blankToNull(formData ? formData.email : body.email),
      officeId: body.officeId ?? null,
      formData: formData ? JSON.stringify(cleanForm(formData)) : null,
      review,
      feedback: body.skip ? null : blankToNull(body.feedback),
      skipped: body.skip ? 1 : 0,
      createdAt: nowIso(),
    });
    // "emailReview": the account's first review earns the one-time item (earnOnetime is idempotent too).
    if (firstReview) await this.deps.earning.earnOnetime(caller.userId, 'emailReview');
    return { ok: true };
  }

  /** GET /images/client-reviews: reviews their senders agreed to show, 3 a page, newest first. */
  async clientReviews(query: ClientReviewsQuery): Promise<ClientReviewsReply> {
    const per = CLIENT_REVIEWS_PER_PAGE;
    const rows = await this.deps.repo.published(
      query.lang ? primaryLanguage(query.lang) : undefined,
      per + 1,
      query.page * per,
    );
    return {
      testimonials: rows.slice(0, per).map((r) => ({
        _id: r.id,
        review: r.review ?? '',
        name: r.shownName,
        lang: r.lang,
        ts: r.createdAt,
      })),
      hasMore: rows.length > per,
    };
  }

  /** Whether the feedback popup should still ask this sender (null: a browser never seen). */
  async mine(sender: string | null): Promise<FeedbackMineReply> {
    if (!sender) return { reviewed: false, skipped: false };
    return this.deps.repo.mine(sender, POPUP_SOURCE);
  }

  async ofOffice(
    caller: Caller | null,
    officeId: string,
    page: { limit: number; before?: string },
  ): Promise<OfficeFeedbackReply> {
    const office = await this.deps.offices.load(officeId);
    assertCanReadSubmissions(office.access, caller);
    const rows = await this.deps.repo.ofOffice(officeId, page.limit + 1, decodeCursor(page.before));
    const { rows: shown, next } = pageOf(rows, page.limit, (r) => ({ at: r.createdAt, id: r.id }));
    return { data: shown.map(presentFeedback), next };
  }

  /** POST /forms/submit: a dialog's FormSubmit answers, stored for the office. */
  async submitForm(
    caller: Caller | null,
    sender: string,
    ip: string,
    body: FormSubmitBody,
  ): Promise<{ ok: true }> {
    await this.deps.offices.load(body.officeId);
    if (isQuotaed(caller)) await this.deps.quota.take(FORMS_QUOTA, addressKey(ip));
    await this.deps.repo.insertForm({
      id: newOrderedId(),
      officeId: body.officeId,
      userId: sender,
      answers: JSON.stringify(body.answers),
      createdAt: nowIso(),
    });
    return { ok: true };
  }

  async formsOfOffice(
    caller: Caller | null,
    officeId: string,
    page: { limit: number; before?: string },
  ): Promise<FormSubmissionsReply> {
    const office = await this.deps.offices.load(officeId);
    assertCanReadSubmissions(office.access, caller);
    const rows = await this.deps.repo.formsOfOffice(officeId, page.limit + 1, decodeCursor(page.before));
    const { rows: shown, next } = pageOf(rows, page.limit, (r) => ({ at: r.createdAt, id: r.id }));
    return { data: shown.map(presentForm), next };
  }
}

/** The demo form as stored: trimmed texts, interests without repeats. */
function cleanForm(form: DemoFormData): DemoFormData {
  return {
    name: form.name?.trim(),
    company: form.company?.trim(),
    role: form.role?.trim(),
    email: form.email?.trim(),
    interests: [...new Set(form.interests ?? [])],
    ...(form.otherInterest?.trim() ? { otherInterest: form.otherInterest.trim() } : {}),
  };
}
