import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { Agent } from 'undici';

/**
 * An undici Agent whose every connection goes to `address`, whatever the URL's host name resolves to by then.
 * The host name still goes in the Host header and in TLS SNI/certificate checks; only the socket's target is
 * pinned, so a DNS answer that changes after the check (DNS rebinding) can't redirect the connection.
 */
export function pinnedAgent(address: string): Agent {
  const family = isIP(address);
  // Node calls lookup with `all: true` when it races address families (autoSelectFamily), else expects one.
  const lookup = ((_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
  return new Agent({ connect: { lookup } });
}
