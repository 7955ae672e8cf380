/**
 * TRUST_PROXY: which peers may tell us the client's address in `X-Forwarded-For`. Every per-IP limit
 * keys on `request.ip`, so believing the header from anyone lets a client pick its own key.
 *  - unset or empty: trust no one (`request.ip` is the socket's peer);
 *  - a hop count (`1`, `2`): trust that many proxies in front of us, whatever their address. Only
 *    safe when Kasino cannot be reached except through them, so production accepts it only with a
 *    loopback HOST (Fastify itself fails a bare number closed for that reason: we pass a function);
 *  - a comma list of addresses, CIDRs or proxy-addr names (`loopback`, `linklocal`, `uniquelocal`):
 *    trust exactly those peers (the safe form).
 * `true`/`*` (trust everyone) is refused: it is the hole this setting closes.
 */
import { isIP, isIPv4, isIPv6 } from 'node:net';

export type TrustProxy = false | { readonly hops: number } | { readonly addresses: readonly string[] };

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** HOST values only this machine can reach: 127.0.0.0/8, ::1 (in any spelling) and localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost') return true;
  if (isIPv4(h)) return h.startsWith('127.');
  if (!isIPv6(h)) return false;
  // The URL parser writes an IPv6 address in its one short form (::1, ::ffff:7f00:1 for ::ffff:127.0.0.1).
  const short = new URL(`http://[${h}]`).hostname;
  return short === '[::1]' || /^\[::ffff:7f[0-9a-f]{2}:/.test(short);
}

function validEntry(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined, problems: string[]): TrustProxy {
  const raw = (value ?? '').trim();
  if (!raw || raw === '0') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) problems.push(`TRUST_PROXY: jumlah hop 1..10 (diterima: ${raw})`);
    return { hops: Math.min(hops, 10) };
  }
  if (raw === 'true' || raw === '*') {
    problems.push('TRUST_PROXY=true mempercayai X-Forwarded-For dari siapa pun: sebut jumlah hop atau alamat/CIDR proxy (mis. 127.0.0.1)');
    return false;
  }
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !validEntry(e));
  if (bad.length) problems.push(`TRUST_PROXY harus jumlah hop atau daftar alamat/CIDR dipisah koma (tidak valid: ${bad.join(', ')})`);
  const addresses = entries.filter(validEntry);
  return addresses.length ? { addresses } : false;
}

/**
 * Production's check of TRUST_PROXY against HOST: a hop count is only safe when nobody but the proxy
 * can reach us, and a loopback HOST (reachable only through a local proxy) needs TRUST_PROXY.
 */
export function trustProxyProblem(trust: TrustProxy, host: string): string | null {
  if (trust && 'hops' in trust && !isLoopbackHost(host)) {
    return `TRUST_PROXY berupa jumlah hop hanya aman bila HOST=127.0.0.1 (diterima HOST=${host}); sebut alamat/CIDR proxy`;
  }
  // Only a proxy on this machine can reach a loopback HOST: without TRUST_PROXY every player would be
  // the proxy's 127.0.0.1, and the per-address limits (60 logins per 15 min, 300 links) the whole site's.
  if (!trust && isLoopbackHost(host)) {
    return `HOST=${host} hanya bisa dicapai lewat proxy di mesin ini: set TRUST_PROXY (mis. 127.0.0.1), kalau tidak semua pemain tampak sebagai satu alamat dan batas per-IP (login, koneksi websocket) berlaku untuk seluruh situs`;
  }
  return null;
}

/** Fastify's `trustProxy` option for the setting. */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (!trust) return false;
  if ('addresses' in trust) return [...trust.addresses];
  const { hops } = trust;
  return (_address: string, hop: number) => hop < hops;
}
