/**
 * Counts open live streams per client address. A browser tab holds one stream,
 * so a cap well above a household's or a venue's tabs per address stops one
 * client from holding thousands of sockets (and their buffers) open.
 */
export class StreamLimit {
  private readonly open = new Map<string, number>();

  constructor(readonly perAddress: number) {}

  /** Takes a slot for `address`; returns its release, or undefined when the address is at the cap. */
  acquire(address: string): (() => void) | undefined {
    const count = this.open.get(address) ?? 0;
    if (count >= this.perAddress) return undefined;
    this.open.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    };
  }
}
