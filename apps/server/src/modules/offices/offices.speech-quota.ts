import {
  VISITOR_SPEECH_ALL,
  VISITOR_SPEECH_PER_ADDRESS,
  VISITOR_SPEECH_WINDOW_SECONDS,
  visitorSpeechMessage,
} from '@muse/domain';
import type { AddressQuota, QuotaRule } from '../../shared/address-quota';
import { addressKey } from '../../shared/client-address';

const BY_ADDRESS: QuotaRule = {
  kind: 'visitor_speech',
  max: VISITOR_SPEECH_PER_ADDRESS,
  windowSeconds: VISITOR_SPEECH_WINDOW_SECONDS,
  message: () => visitorSpeechMessage('address'),
};
const BY_ALL: QuotaRule = {
  kind: 'visitor_speech_all',
  max: VISITOR_SPEECH_ALL,
  windowSeconds: VISITOR_SPEECH_WINDOW_SECONDS,
  message: () => visitorSpeechMessage('all'),
};
/** The one "address" every visitor's speech also counts against. */
export const ALL_VISITORS = 'all';

/**
 * The visitor quotas of speech (per client address, then for all visitors together; see @muse/domain),
 * counted in the database by the shared per-address quotas so they hold across processes.
 */
export class VisitorSpeechQuota {
  constructor(private readonly quota: AddressQuota) {}

  /** Counts one speech for the address, or refuses with 429; the returned function gives it back. */
  async take(ip: string): Promise<() => Promise<void>> {
    const mine = await this.quota.take(BY_ADDRESS, addressKey(ip));
    let everyone: string;
    try {
      everyone = await this.quota.take(BY_ALL, ALL_VISITORS);
    } catch (err) {
      await this.quota.release(mine); // refused: it does not count
      throw err;
    }
    return async () => {
      await this.quota.release(mine);
      await this.quota.release(everyone);
    };
  }
}
