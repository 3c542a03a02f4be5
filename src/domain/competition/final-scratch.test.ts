import { describe, expect, it } from 'vitest';
import { scratchFromFinal } from './final-scratch';

describe('scratchFromFinal', () => {
  it("removes the number from every judge's marks and keeps the rest in order", () => {
    const marks = { A: ['11', '12', '13'], B: ['13', '11'], C: [] };
    expect(scratchFromFinal(marks, '11')).toEqual({ A: ['12', '13'], B: ['13'], C: [] });
    expect(marks.A).toEqual(['11', '12', '13']);
  });

  it('keeps judges of any name as own keys', () => {
    const marks = JSON.parse('{"__proto__":["1","2"],"constructor":["2"]}') as Record<
      string,
      string[]
    >;
    expect(scratchFromFinal(marks, '2')).toEqual(
      JSON.parse('{"__proto__":["1"],"constructor":[]}'),
    );
  });
});
