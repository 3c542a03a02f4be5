import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryFeeShares } from './fee-shares';

describe('entryFeeShares', () => {
  it.each([
    // fee, has a follow, lead, follow
    [1000, true, 500, 500],
    [1001, true, 501, 500],
    [1, true, 1, 0],
    [0, true, 0, 0],
    [1001, false, 1001, 0],
  ])('%i cents, follow known %s: lead %i, follow %i', (fee, hasFollow, lead, follow) => {
    expect(entryFeeShares(fee, { hasFollow })).toEqual({ lead, follow });
  });

  it('never makes or loses a cent, and the lead never pays less than the follow', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.boolean(), (fee, hasFollow) => {
        const shares = entryFeeShares(fee, { hasFollow });
        return shares.lead + shares.follow === fee && shares.lead >= shares.follow;
      }),
    );
  });
});
