import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PinSchema } from '../../shared/chairman';
import { CompetitionIdSchema } from '../../shared/competition';
import { DEMO_CHAIRMAN_PIN } from '../../server/seed/seed-demo-day';

const OptionsSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' })
    .transform((url) => url.replace(/\/+$/, '')),
  speed: z.coerce
    .number({ message: 'must be a number' })
    .min(0.1, 'must be at least 0.1')
    .max(10_000, 'must be at most 10000'),
  competition: CompetitionIdSchema,
  seed: z.string().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  'chairman-pin': PinSchema,
});
export type DemoPlayOptions = z.infer<typeof OptionsSchema>;

export const USAGE = `npm run demo:play -- [--url http://127.0.0.1:3000] [--speed 30] [--competition demo-2026] [--seed demo-play] [--chairman-pin ${DEMO_CHAIRMAN_PIN}]`;

/** The command line's options, or a message naming what is wrong with them. */
export function parseDemoPlayOptions(
  args: readonly string[],
): { ok: true; options: DemoPlayOptions } | { ok: false; message: string } {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        url: { type: 'string', default: 'http://127.0.0.1:3000' },
        speed: { type: 'string', default: '30' },
        competition: { type: 'string', default: 'demo-2026' },
        seed: { type: 'string', default: 'demo-play' },
        'chairman-pin': { type: 'string', default: DEMO_CHAIRMAN_PIN },
      },
    }));
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const parsed = OptionsSchema.safeParse(values);
  if (parsed.success) return { ok: true, options: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: `--${String(issue?.path[0])} ${issue?.message}` };
}
