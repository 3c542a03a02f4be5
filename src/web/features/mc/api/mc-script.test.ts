import { describe, expect, it } from 'vitest';
import { topicsOf } from '../../../../shared/live-topics';
import { mcScriptTopic } from './mc-script';

describe("the MC's script topic", () => {
  it('is reached by every kind of change the script follows', () => {
    const c = 'demo';
    const changes = [
      { kind: 'round', competitionId: c, eventId: 'e' },
      { kind: 'entry', competitionId: c, eventId: 'e' },
    ] as const;
    for (const change of changes) expect(topicsOf(change)).toContain(mcScriptTopic(c));
  });
});
