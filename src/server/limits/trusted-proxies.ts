// Who may say who the client is (docs/operations.md, "Running behind a reverse proxy"): TRUST_PROXY as one function of an
// address and its hop, for Fastify's client address and for the connection share alike. A list of
// addresses and ranges is compiled once, and each address's answer is kept, so a request does not parse
// its peer's address again (a bounded number of them: forwarded addresses come from clients).
import proxyAddr from '@fastify/proxy-addr';
import type { Env } from '../env.ts';

/** Addresses whose answer is kept before the kept answers are dropped and counted afresh. */
const KEPT_ADDRESSES = 1024;

export type TrustsProxy = (address: string, hop: number) => boolean;

/** False when no proxy is trusted: the connecting peer is the client. */
export function trustedProxies(setting: Env['TRUST_PROXY']): TrustsProxy | false {
  if (setting === false || setting === 0) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const trusted = proxyAddr.compile(setting);
  const kept = new Map<string, boolean>();
  // A list trusts an address whatever its hop (proxy-addr's compiled test ignores it).
  return (address) => {
    let answer = kept.get(address);
    if (answer === undefined) {
      answer = trusted(address, 0);
      if (kept.size >= KEPT_ADDRESSES) kept.clear();
      kept.set(address, answer);
    }
    return answer;
  };
}
