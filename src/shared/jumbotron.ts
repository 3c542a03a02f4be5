import { z } from 'zod';
import { RoundNumberSchema } from './schedule';

/**
 * The jumbotron (issue 13): the scene its controller picked, stored on the
 * server (`jumbotron_state`) so every screen and every controller agree, and
 * the view the big screen draws from it.
 */

/** Longest custom message: a few lines readable from the back of the hall. */
export const MESSAGE_MAX_LENGTH = 280;
const SPONSOR_MAX_LENGTH = 120;

const eventId = z
  .string({ message: 'must name an event' })
  .trim()
  .min(1, 'must name an event')
  .max(100, 'is not an event id (at most 100 characters)');
const roundNumber = RoundNumberSchema;
const screenText = (what: string, max: number) =>
  z
    .string({ message: `must be ${what}` })
    .trim()
    .max(max, `must be at most ${max} characters, to be read from the back of the hall`);

export const WelcomeSceneSchema = z.strictObject({
  kind: z.literal('welcome'),
  /** A line under the competition's name ("Welcome to the evening session"). */
  text: screenText('text', MESSAGE_MAX_LENGTH).optional(),
  /** "Sponsored by ...", smaller, at the foot of the screen. */
  sponsor: screenText('a sponsor line', SPONSOR_MAX_LENGTH).optional(),
});

/** One heat of a round, on the floor now: its couples' numbers big, with names and schools. */
export const HeatSceneSchema = z.strictObject({
  kind: z.literal('heat'),
  eventId,
  roundNumber,
  heat: z
    .number({ message: 'must be a heat number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100'),
});

/** The round to be called next: its couples by heat, so they gather at the floor's edge. */
export const OnDeckSceneSchema = z.strictObject({
  kind: z.literal('onDeck'),
  eventId,
  roundNumber,
});

/** A posted recall round: the numbers recalled to the next round. */
export const RecallSceneSchema = z.strictObject({
  kind: z.literal('recall'),
  eventId,
  roundNumber: roundNumber.min(2, 'must be a recall round (2 or more); round 1 is the final'),
});

/**
 * The posted final of an event, revealed place by place: `revealed` places
 * are shown, counted from last place up to first (couples sharing a place
 * are one step). 0 shows the event's name and the couples' count only.
 */
export const FinalRevealSceneSchema = z.strictObject({
  kind: z.literal('finalReveal'),
  eventId,
  revealed: z
    .number({ message: 'must be how many places are shown' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(100, 'must be at most 100'),
});

export const MessageSceneSchema = z.strictObject({
  kind: z.literal('message'),
  text: screenText('the message', MESSAGE_MAX_LENGTH).min(1, 'must not be empty'),
});

export const SCENE_KINDS = [
  'welcome',
  'heat',
  'onDeck',
  'recall',
  'finalReveal',
  'message',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

export const JumbotronSceneSchema = z.discriminatedUnion(
  'kind',
  [
    WelcomeSceneSchema,
    HeatSceneSchema,
    OnDeckSceneSchema,
    RecallSceneSchema,
    FinalRevealSceneSchema,
    MessageSceneSchema,
  ],
  { error: `must be one of ${SCENE_KINDS.join(', ')}` },
);
export type JumbotronScene = z.infer<typeof JumbotronSceneSchema>;

/** What a jumbotron shows before any controller picked a scene. */
export const WELCOME_SCENE: JumbotronScene = { kind: 'welcome' };

/** PUT: show a scene; refused when another controller changed the screen since `expectedVersion`. */
export const ShowSceneSchema = z.strictObject({
  scene: JumbotronSceneSchema,
  /** The version the controller last saw (0 before anyone picked a scene). */
  expectedVersion: z
    .number({ message: 'must be the version of the screen you last saw' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more'),
});
export type ShowScene = z.infer<typeof ShowSceneSchema>;

export const PreviewSceneSchema = z.strictObject({ scene: JumbotronSceneSchema });

// --- The view the screen draws -------------------------------------------

export const JumbotronCoupleSchema = z.object({
  entryId: z.string(),
  number: z.number().int().nullable(),
  leadName: z.string(),
  followName: z.string(),
  affiliation: z.string(),
});
export type JumbotronCouple = z.infer<typeof JumbotronCoupleSchema>;

const roundTitle = {
  eventName: z.string(),
  roundName: z.string(),
  dances: z.array(z.string()),
};

/** One place of a final reveal: the couples who share it (usually one). */
export const RevealPlaceSchema = z.object({
  /** 1 for first place; couples sharing a place have the best position it covers. */
  position: z.number().int(),
  couples: z.array(JumbotronCoupleSchema),
  /** Always true on the public screen, which never receives a place not revealed yet. */
  revealed: z.boolean(),
});
export type RevealPlace = z.infer<typeof RevealPlaceSchema>;

export const JumbotronContentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('welcome'),
    text: z.string().nullable(),
    sponsor: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('heat'),
    ...roundTitle,
    heat: z.number().int(),
    /** How many heats the round has (the screen says "heat 2 of 3"). */
    heats: z.number().int(),
    couples: z.array(JumbotronCoupleSchema),
  }),
  z.object({
    kind: z.literal('onDeck'),
    ...roundTitle,
    heats: z.array(z.object({ heat: z.number().int(), couples: z.array(JumbotronCoupleSchema) })),
  }),
  z.object({
    kind: z.literal('recall'),
    ...roundTitle,
    /** The round the recalled couples dance next ("Final"). */
    nextRoundName: z.string(),
    recalled: z.array(JumbotronCoupleSchema),
  }),
  z.object({
    kind: z.literal('finalReveal'),
    eventName: z.string(),
    dances: z.array(z.string()),
    /** Steps a complete reveal takes (one per place; shared places count once). */
    steps: z.number().int(),
    revealed: z.number().int(),
    /**
     * From last place to first. The public view carries only revealed places;
     * a preview carries every place, each marked.
     */
    places: z.array(RevealPlaceSchema),
  }),
  z.object({ kind: z.literal('message'), text: z.string() }),
]);
export type JumbotronContent = z.infer<typeof JumbotronContentSchema>;

/**
 * What the public screen reads: the picture and nothing else, so neither the
 * scene picked nor why it cannot be shown (a withdrawn event's id) is public.
 */
export const JumbotronScreenSchema = z.object({
  competitionName: z.string(),
  /** What the screen draws. */
  content: JumbotronContentSchema,
});
export type JumbotronScreen = z.infer<typeof JumbotronScreenSchema>;

/** What a controller reads: the screen with the scene behind it. */
export const JumbotronViewSchema = JumbotronScreenSchema.extend({
  /** The scene as the controller picked it; a controller shows the next one from it. */
  scene: JumbotronSceneSchema,
  /** 0 before any controller picked a scene; each change adds one. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  /**
   * Why the screen shows the welcome slide instead of the scene picked (the
   * event was deleted, a round un-posted...); null when it shows the scene.
   */
  unavailable: z.string().nullable(),
});
export type JumbotronView = z.infer<typeof JumbotronViewSchema>;

/** "heat 2 of Adult Gold Standard Semi-Final": what a screen shows, in a few words. */
export function contentTitle(content: JumbotronContent): string {
  switch (content.kind) {
    case 'welcome':
      return 'the welcome slide';
    case 'heat':
      return `heat ${content.heat} of ${content.eventName} ${content.roundName}`;
    case 'onDeck':
      return `${content.eventName} ${content.roundName} on deck`;
    case 'recall':
      return `the recall from ${content.eventName} ${content.roundName}`;
    case 'finalReveal':
      return `the final of ${content.eventName}, ${content.revealed} of ${content.steps} places revealed`;
    case 'message':
      return `the message "${content.text.length > 40 ? `${content.text.slice(0, 40)}…` : content.text}"`;
  }
}
