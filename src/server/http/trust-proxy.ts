/**
 * Trusts the nearest `hops` proxies (proxy-addr calls this from the nearest hop
 * outwards), so the client address is the X-Forwarded-For entry the outermost
 * of them added, never one the client wrote itself.
 */
export function trustHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 && ((_address, hop) => hop < hops);
}
