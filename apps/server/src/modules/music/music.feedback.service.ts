import type { Caller } from '../../platform/http/auth-guard';
import { newId, nowIso } from '../../shared/ids';
import type { MusicFeedbackRepository } from './music.feedback.repository';

export interface MusicFeedbackInput {
  email?: string;
  review?: string;
  feedback?: string;
}

/**
 * POST /music/feedback: a review or feedback from the feedback popup, from anyone; visitors may leave an
 * email for a reply. The sender is the session's user, never a userId the body claims.
 */
export class MusicFeedbackService {
  constructor(private readonly repo: MusicFeedbackRepository) {}

  async send(caller: Caller | null, input: MusicFeedbackInput): Promise<{ ok: true }> {
    await this.repo.insert({
      id: newId(),
      userId: caller?.userId ?? null,
      email: input.email?.trim() || caller?.email || null,
      review: input.review?.trim() || null,
      feedback: input.feedback?.trim() || null,
      createdAt: nowIso(),
    });
    return { ok: true };
  }
}
