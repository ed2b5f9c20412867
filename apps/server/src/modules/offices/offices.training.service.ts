import type { QaItem, SavePageBody, SaveQuestionsBody, TopicPage } from '@muse/contracts';
import type { Caller } from '../../platform/http/auth-guard';
import { HttpError, conflict, fieldError, notFound } from '../../platform/http/errors';
import {
  WebReadError,
  readPage,
  type ReadPageHooks,
  type ReadPageOptions,
  type WebReadErrorCode,
} from '../../platform/web-reader';
import { newId, nowIso } from '../../shared/ids';
import { assertCanTrain } from './offices.policy';
import type { OfficesService } from './offices.service';
import type { QuestionRow, TopicRow, TrainingRepository } from './offices.training.repository';

/** Which HTTP status each reason a page could not be read gets: the caller's fault, the page's, or the site's. */
const READ_PAGE_STATUS: Record<WebReadErrorCode, number> = {
  bad_url: 400,
  blocked_address: 422,
  too_large: 422,
  not_html: 422,
  no_text: 422,
  http_error: 502,
  unreachable: 502,
  timeout: 504,
};

export const toQaItem = (row: QuestionRow): QaItem => ({
  _id: row.id,
  question: row.question,
  answer: row.answer,
  value: row.value,
  deleted: false,
});

const toPage = (row: TopicRow): TopicPage => ({ topic: row.topic, text: row.text, pageUrl: row.pageUrl });

/**
 * Training an office's assistant: topics with their text (typed, from a web page, from a file) and each
 * topic's Q&A pairs.
 */
export class TrainingService {
  /** Tests point the page reader at local servers and fake DNS through these. */
  readerHooks: ReadPageHooks = {};
  readerOptions: ReadPageOptions = {};

  constructor(
    private readonly repo: TrainingRepository,
    private readonly offices: OfficesService,
    /** after the training changed and was marked (queues embedding it when a hosted model is set) */
    private readonly onTrained: (officeId: string) => Promise<void> = async () => {},
  ) {}

  /** The office's answer indexes and vectors are stale from now on. */
  private async trained(officeId: string): Promise<void> {
    await this.offices.markTrained(officeId);
    await this.onTrained(officeId);
  }

  private async trainable(officeId: string, caller: Caller | null): Promise<void> {
    const office = await this.offices.load(officeId);
    assertCanTrain(office.access, caller);
  }

  async pages(officeId: string, caller: Caller | null): Promise<TopicPage[]> {
    await this.trainable(officeId, caller);
    return (await this.repo.topics(officeId)).map(toPage);
  }

  /** Creates or changes a topic; `editedTopic` renames it (its questions follow). */
  async savePage(caller: Caller | null, body: SavePageBody): Promise<TopicPage> {
    await this.trainable(body.officeId, caller);
    const now = nowIso();
    const newName = body.editedTopic && body.editedTopic !== body.topic ? body.editedTopic : null;
    const extraFields = body.extraFields ? JSON.stringify(body.extraFields) : null;
    const saved = await this.repo.db.transaction().execute(async (tx) => {
      const existing = await this.repo.topic(body.officeId, body.topic, tx);
      if (newName && (await this.repo.topic(body.officeId, newName, tx))) {
        throw conflict('topic_exists', `There is already a topic named "${newName}".`);
      }
      if (!existing) {
        const row: TopicRow = {
          officeId: body.officeId,
          topic: newName ?? body.topic,
          text: body.text,
          pageUrl: body.pageUrl ?? '',
          extraFields,
          createdAt: now,
          updatedAt: now,
        };
        await this.repo.insertTopic(row, tx);
        return row;
      }
      const patch = {
        text: body.text,
        pageUrl: body.pageUrl ?? existing.pageUrl,
        extraFields: extraFields ?? existing.extraFields,
        updatedAt: now,
        ...(newName ? { topic: newName } : {}),
      };
      await this.repo.updateTopic(body.officeId, body.topic, patch, tx);
      return { ...existing, ...patch };
    });
    await this.trained(body.officeId);
    return toPage(saved);
  }

  async deletePage(caller: Caller | null, officeId: string, topic: string): Promise<void> {
    await this.trainable(officeId, caller);
    const deleted = await this.repo.db
      .transaction()
      .execute((tx) => this.repo.deleteTopic(officeId, topic, tx));
    if (!deleted) throw notFound(`There is no topic "${topic}" in this office.`);
    await this.trained(officeId);
  }

  /** POST /ai/read-page: a public web page's readable text. */
  async readPage(caller: Caller | null, officeId: string, pageUrl: string) {
    await this.trainable(officeId, caller);
    try {
      const page = await readPage(pageUrl, this.readerOptions, this.readerHooks);
      return { text: page.text, title: page.title, pageUrl: page.url };
    } catch (err) {
      if (!(err instanceof WebReadError)) throw err;
      const status = READ_PAGE_STATUS[err.code];
      throw new HttpError(
        status,
        err.code,
        err.message,
        status === 400 ? [{ field: 'pageUrl', message: err.message }] : undefined,
      );
    }
  }

  async questions(caller: Caller | null, officeId: string, topic: string): Promise<QaItem[]> {
    await this.trainable(officeId, caller);
    return (await this.repo.questions(officeId, topic)).map(toQaItem);
  }

  /**
   * Replaces a topic's list: rows marked deleted and blank rows (the editor's trailing row) are dropped,
   * the rest keep their ids and are ordered by `value` (then as sent). A row with only one half filled is a
   * 400 naming it.
   */
  async saveQuestions(caller: Caller | null, body: SaveQuestionsBody): Promise<QaItem[]> {
    await this.trainable(body.officeId, caller);
    const now = nowIso();
    const kept = body.questions
      .map((q, index) => ({ ...q, index, question: q.question.trim(), answer: q.answer.trim() }))
      .filter((q) => !q.deleted && (q.question !== '' || q.answer !== ''));
    for (const q of kept) {
      if (q.question === '')
        throw fieldError(`questions.${q.index}.question`, 'Write the question of this answer.');
      if (q.answer === '')
        throw fieldError(`questions.${q.index}.answer`, 'Write the answer of this question.');
    }
    kept.sort((a, b) => (a.value ?? a.index) - (b.value ?? b.index) || a.index - b.index);
    const seen = new Set<string>();
    const rows: QuestionRow[] = kept.map((q, value) => {
      // An id is kept once: a pasted duplicate row becomes a new pair.
      const id = q._id && !seen.has(q._id) ? q._id : newId();
      seen.add(id);
      return {
        id,
        officeId: body.officeId,
        topic: body.topic,
        question: q.question,
        answer: q.answer,
        value,
        createdAt: now,
      };
    });
    await this.repo.db.transaction().execute(async (tx) => {
      if (!(await this.repo.topic(body.officeId, body.topic, tx))) {
        throw fieldError('topic', `There is no topic "${body.topic}" in this office. Save the topic first.`);
      }
      await this.repo.replaceQuestions(body.officeId, body.topic, rows, tx);
    });
    await this.trained(body.officeId);
    return rows.map(toQaItem);
  }

  /** Appends generated pairs to a topic's list; returns the pairs added and the whole list. */
  async appendQuestions(
    officeId: string,
    topic: string,
    pairs: readonly { question: string; answer: string }[],
  ): Promise<{ created: QaItem[]; data: QaItem[] }> {
    const now = nowIso();
    const result = await this.repo.db.transaction().execute(async (tx) => {
      const before = await this.repo.questions(officeId, topic, tx);
      const known = new Set(before.map((q) => q.question.toLowerCase()));
      const fresh = pairs.filter((p) => !known.has(p.question.toLowerCase()));
      const created: QuestionRow[] = fresh.map((p, i) => ({
        id: newId(),
        officeId,
        topic,
        question: p.question,
        answer: p.answer,
        value: before.length + i,
        createdAt: now,
      }));
      const all = [...before.map((q, value) => ({ ...q, value })), ...created];
      await this.repo.replaceQuestions(officeId, topic, all, tx);
      return { created, all };
    });
    await this.trained(officeId);
    return { created: result.created.map(toQaItem), data: result.all.map(toQaItem) };
  }

  /** A topic's text and its pairs so far, for generating more questions from it. */
  async topicForGeneration(
    caller: Caller | null,
    officeId: string,
    topic: string,
  ): Promise<{ row: TopicRow; existing: QuestionRow[] }> {
    await this.trainable(officeId, caller);
    const row = await this.repo.topic(officeId, topic);
    if (!row) throw fieldError('topic', `There is no topic "${topic}" in this office.`);
    return { row, existing: await this.repo.questions(officeId, topic) };
  }
}
