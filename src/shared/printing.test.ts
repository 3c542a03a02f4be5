import { describe, expectTypeOf, it } from 'vitest';
import type {
  CollationJudge,
  CollationRound,
  HeatListCouple,
  ScopedRound,
  SheetJudge,
  SheetRound,
} from '../domain/printing';
import type { PrintJudge, PrintRound } from './printing';

describe('the print shapes', () => {
  it("are what the print rules read: the page passes the server's rounds and judges as they are", () => {
    expectTypeOf<PrintRound>().toExtend<ScopedRound & SheetRound & CollationRound>();
    expectTypeOf<PrintRound['heats'][number]['couples'][number]>().toExtend<HeatListCouple>();
    expectTypeOf<PrintJudge>().toExtend<SheetJudge & CollationJudge>();
  });
});
