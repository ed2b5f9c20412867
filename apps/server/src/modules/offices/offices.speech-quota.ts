import {
  VISITOR_SPEECH_WINDOW_SECONDS,
  visitorSpeechMessage,
  visitorSpeechRefusal,
  type SpeechQuotaRefusal,
} from '@muse/domain';
import { tooManyRequests } from '../../platform/http/errors';
import { addressKey } from '../../shared/client-address';
import { newId } from '../../shared/ids';
import type { SpeechRepository } from './offices.speech.repository';

/**
 * The visitor quotas of speech (per client address and for all visitors, see @muse/domain), counted in the
 * database so they hold across processes. A speech is recorded before the counts are read, so two requests
 * at once cannot both slip under a limit; one refused is removed again and so never extends the wait.
 */
export class VisitorSpeechQuota {
  constructor(private readonly repo: SpeechRepository) {}

  /** Counts one speech for the address, or refuses with 429; the returned function gives it back. */
  async take(ip: string): Promise<() => Promise<void>> {
    const address = addressKey(ip);
    const now = Date.now();
    const since = new Date(now - VISITOR_SPEECH_WINDOW_SECONDS * 1000).toISOString();
    const id = newId();
    await this.repo.removeRequestsBefore(since);
    await this.repo.addRequest(id, address, new Date(now).toISOString());
    const [byAddress, byAll] = await Promise.all([
      this.repo.requestsSince(since, address),
      this.repo.requestsSince(since),
    ]);
    const refusal = visitorSpeechRefusal({ madeByAddress: byAddress.count, madeByAll: byAll.count });
    if (!refusal) return () => this.repo.removeRequest(id);
    await this.repo.removeRequest(id);
    throw refused(refusal, (refusal === 'address' ? byAddress : byAll).oldest, now);
  }
}

function refused(refusal: SpeechQuotaRefusal, oldest: string | null, now: number) {
  const frees = (oldest ? Date.parse(oldest) : now) + VISITOR_SPEECH_WINDOW_SECONDS * 1000;
  return tooManyRequests(visitorSpeechMessage(refusal), Math.max(1, Math.ceil((frees - now) / 1000)));
}
