import { ProviderError } from '../../errors';

/** A request the local music engine cannot play (the server validates first; this is the last guard). */
export function badRequest(message: string): ProviderError {
  return new ProviderError({ code: 'bad_request', provider: 'local', message });
}
