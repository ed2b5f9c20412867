import type { Logger } from '../../platform/logging/logger';
import { newOrderedId, nowIso } from '../../shared/ids';
import type { ShippedLesson } from './math.curriculum';
import type { MathRepository } from './math.repository';
import { problemRow } from './math.service';

/**
 * Seeds an office's lessons and problems from the shipped curriculum once, when it has no lessons yet: a
 * fresh install can practise at once, and an editor's later changes are never overwritten by an upgrade.
 */
export async function seedShippedLessons(
  repo: MathRepository,
  officeId: string,
  lessons: readonly ShippedLesson[],
  logger: Logger,
): Promise<void> {
  try {
    if (await repo.hasAnyTopic(officeId)) return;
    const now = nowIso();
    await repo.db.transaction().execute(async (trx) => {
      for (const l of lessons) {
        const key = { officeId, section: l.section, lesson: l.lesson };
        await repo.insertTopic(
          {
            id: newOrderedId(),
            ...key,
            topic: l.topic,
            videoId: '',
            lessonText: l.lessonText,
            concepts: JSON.stringify(l.concepts),
            createdAt: now,
            updatedAt: now,
          },
          trx,
        );
        await repo.insertProblems(
          l.problems.map((p, i) => problemRow(key, p, i, now)),
          trx,
        );
      }
    });
  } catch (err) {
    // Another process starting at the same moment seeds the same lessons; one of them wins.
    logger.warn({ err, officeId }, 'could not seed the shipped math lessons');
  }
}
