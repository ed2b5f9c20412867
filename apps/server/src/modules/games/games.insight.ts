import type { InsightAnswerReply, InsightQuestionReply } from '@muse/contracts';
import {
  GAME_WRAP_UP_TEXT,
  INSIGHT_QUESTIONS_PER_DAY,
  INSIGHT_RETRY_BELOW,
  INSIGHT_WINS_PER_DAY,
  dayKey,
  insightCredits,
  insightMayRetry,
} from '@muse/domain';
import type { ProviderRegistry } from '@muse/providers';
import { HttpError } from '../../platform/http/errors';
import { newId, nowIso } from '../../shared/ids';
import type { Claims } from '../earning';
import type { GamesRepository } from './games.repository';
import { judgeAnswer } from './insight.judge';
import { INSIGHT_QUESTIONS, insightQuestion, type InsightQuestion } from './insight.questions';

/** Questions are not served again to the same user within this many days (while the bank lasts). */
const NO_REPEAT_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

const gameOver = () =>
  new HttpError(409, 'insight_over', `${GAME_WRAP_UP_TEXT} Come back tomorrow for more questions.`);

/**
 * The Insight: the server serves a question and judges the typed answer against the question it served —
 * stored per user, so the client's copy of the question text is never trusted. A right answer wins the
 * question's credits (1–5) as a claimable reward; under 3 credits the player may Try Again instead, which
 * forfeits that win when the next question is served. A wrong answer wins nothing and ends the game for the
 * day; so do INSIGHT_WINS_PER_DAY wins or INSIGHT_QUESTIONS_PER_DAY questions. A question served and not yet
 * answered is served again when asked: one question at a time.
 */
export class TheInsight {
  constructor(
    private readonly repo: GamesRepository,
    private readonly claims: Claims,
    private readonly providers: ProviderRegistry,
    private readonly logger: { warn(obj: object, msg?: string): void },
    private readonly random: () => number = Math.random,
  ) {}

  async ask(userId: string, now = new Date()): Promise<InsightQuestionReply> {
    const day = dayKey(now);
    const rounds = await this.repo.roundsOn(userId, day);
    const wins = rounds.filter((r) => r.correct === 1).length;
    if (rounds.some((r) => r.correct === 0) || wins >= INSIGHT_WINS_PER_DAY) throw gameOver();
    // The question on the table stays until it is answered: closing and reopening the game (or asking from
    // another tab) shows it again instead of drawing another, so a hard question cannot be re-rolled away.
    const pending = rounds.at(-1);
    const open = pending && !pending.answeredOn ? insightQuestion(pending.questionId) : undefined;
    if (open) return { question: open.question };
    if (rounds.length >= INSIGHT_QUESTIONS_PER_DAY) throw gameOver();
    // "Try Again": a small win left unclaimed is traded for the new question.
    await this.claims.forfeitUnclaimed(userId, 'insight', INSIGHT_RETRY_BELOW);
    const question = await this.pick(userId, now);
    await this.repo.insertRound({
      id: newId(),
      userId,
      day,
      questionId: question.id,
      askedOn: nowIso(),
      answeredOn: null,
      correct: null,
    });
    return { question: question.question };
  }

  async answer(userId: string, answer: string, now = new Date()): Promise<InsightAnswerReply> {
    const rounds = await this.repo.roundsOn(userId, dayKey(now));
    const round = rounds.at(-1);
    const question = round && !round.answeredOn ? insightQuestion(round.questionId) : undefined;
    if (!round || !question)
      throw new HttpError(
        409,
        'no_question',
        'Ask for a question first (POST /api/user/credits/game/TheInsight).',
      );
    // One judgement per question: of simultaneous answers only the first is judged.
    if (!(await this.repo.markAnswered(round.id, nowIso())))
      throw new HttpError(409, 'already_answered', 'This question has been answered already.');
    const verdict = await judgeAnswer(question, answer, {
      text: this.hostedText(),
      logger: this.logger,
    });
    await this.repo.setVerdict(round.id, verdict.correct);
    const accepted = question.answers[0]!;
    // Racing questions past the check in ask() wins nothing beyond the day's cap.
    if (verdict.correct) {
      const wins = (await this.repo.roundsOn(userId, round.day)).filter((r) => r.correct === 1).length;
      if (wins > INSIGHT_WINS_PER_DAY) throw gameOver();
    }
    if (!verdict.correct) {
      return {
        win: null,
        mayRetry: false,
        answer: accepted,
        message: `Not quite: the answer is ${accepted}. ${GAME_WRAP_UP_TEXT}`,
      };
    }
    const credits = insightCredits(question.credits);
    const win = await this.claims.ensure(userId, 'insight', round.id, credits);
    return {
      win: { credits, _id: win.id },
      mayRetry: insightMayRetry(credits),
      answer: accepted,
      message: `Right! You won ${credits} ${credits === 1 ? 'credit' : 'credits'}.`,
    };
  }

  /** A random question the user has not seen lately (any question once they have seen them all). */
  private async pick(userId: string, now: Date): Promise<InsightQuestion> {
    const since = dayKey(new Date(now.getTime() - NO_REPEAT_DAYS * DAY_MS));
    const seen = await this.repo.questionsSince(userId, since);
    const fresh = INSIGHT_QUESTIONS.filter((q) => !seen.has(q.id));
    const from = fresh.length > 0 ? fresh : INSIGHT_QUESTIONS;
    return from[Math.floor(this.random() * from.length)]!;
  }

  private hostedText() {
    const engine = this.providers.engine('text');
    return engine?.kind === 'hosted' ? engine : undefined;
  }
}
