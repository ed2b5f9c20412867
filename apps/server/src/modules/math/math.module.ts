import type { Database, Kysely } from '@muse/db';
import type { OcrEngine } from '@muse/providers';
import type { Logger } from '../../platform/logging/logger';
import type { BlobStore } from '../../platform/storage';
import { publicMediaUrl } from '../../platform/storage/signed-urls';
import type { UsersService } from '../users';
import { SATMATH_OFFICE_ID, type ShippedLesson } from './math.curriculum';
import type { MathEngine } from './math.engine';
import { mathErasure } from './math.erasure';
import { mathMergeHandler } from './math.merge';
import { MathRepository } from './math.repository';
import { seedShippedLessons } from './math.seed';
import { MathService, type MathOfficesPort } from './math.service';
import { MathSosService, type OcrCleanup } from './mathsos.service';

export interface MathModuleDeps {
  db: Kysely<Database>;
  users: UsersService;
  offices: MathOfficesPort;
  blobs: BlobStore;
  logger: Logger;
  engine: MathEngine;
  /** the available OCR engines, preferred first (a hosted vision model, then the local reader) */
  ocr: () => OcrEngine[];
  cleanOcrText: OcrCleanup;
  shippedLessons: readonly ShippedLesson[];
}

/** The math module, built once per process: SAT math lessons and MathSOS. */
export function createMathModule(deps: MathModuleDeps) {
  const repo = new MathRepository(deps.db);
  const math = new MathService(repo, deps.offices, deps.engine, {
    async save(problemId, png) {
      // A new key per save, so a changed graph is never served from a cache as the old one.
      const key = `public/math-graphs/${problemId}-${Date.now().toString(36)}.png`;
      await deps.blobs.put(key, png, { contentType: 'image/png', visibility: 'public' });
      return publicMediaUrl(key);
    },
  });
  const mathSos = new MathSosService(deps.engine, deps.ocr, deps.cleanOcrText);
  deps.users.onMerge('math', mathMergeHandler(repo));
  deps.users.onErase(mathErasure);
  return {
    services: { math, mathSos },
    /** seeds the shipped SAT math office's lessons (after the offices module created the office) */
    seedShippedOffice: () => seedShippedLessons(repo, SATMATH_OFFICE_ID, deps.shippedLessons, deps.logger),
  };
}
