import type { Kysely, Transaction } from 'kysely';
import type {
  JumbotronScene,
  JumbotronScreen,
  JumbotronView,
  ShowScene,
} from '../../../shared/jumbotron';
import { JumbotronSceneSchema, WELCOME_SCENE, contentTitle } from '../../../shared/jumbotron';
import type { Database } from '../../db/schema';
import { AppError, errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { recordAudit } from '../audit-log';
import { requireCompetition } from '../competition-service';
import type { Audience } from './scene-content';
import { sceneContent } from './scene-content';

type Reader = Kysely<Database> | Transaction<Database>;

type StoredState = { scene: JumbotronScene; version: number; updatedAt: string | null };

/** The scene the controller picked, or the welcome slide (version 0) before anyone did. */
async function storedState(db: Reader, competitionId: string): Promise<StoredState> {
  const row = await db
    .selectFrom('jumbotron_state')
    .select(['scene', 'version', 'updated_at'])
    .where('competition_id', '=', competitionId)
    .executeTakeFirst();
  if (!row) return { scene: WELCOME_SCENE, version: 0, updatedAt: null };
  const parsed = JumbotronSceneSchema.safeParse(JSON.parse(row.scene));
  // A scene stored in an older shape shows the welcome slide, never an error.
  return {
    scene: parsed.success ? parsed.data : WELCOME_SCENE,
    version: row.version,
    updatedAt: row.updated_at,
  };
}

/**
 * The view of a scene. When what the stored scene names went away since it
 * was picked (event deleted, results withdrawn, round un-posted), the screen
 * falls back to the welcome slide and the view says why, for the controllers.
 */
async function viewOf(
  db: Reader,
  competition: { id: string; full_name: string },
  state: StoredState,
  audience: Audience,
): Promise<JumbotronView> {
  const base = { competitionName: competition.full_name, ...state };
  try {
    const content = await sceneContent(db, competition.id, state.scene, audience);
    return { ...base, content, unavailable: null };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    return {
      ...base,
      content: { kind: 'welcome', text: null, sponsor: null },
      unavailable: error.message,
    };
  }
}

/** What the jumbotron shows now, with the scene behind it, for its controllers. */
export async function readJumbotronControl(
  db: Reader,
  competitionId: string,
): Promise<JumbotronView> {
  const competition = await requireCompetition(db, competitionId);
  return viewOf(db, competition, await storedState(db, competitionId), 'screen');
}

/**
 * What the public screen draws now: never a place of a final that is not
 * revealed yet, nor the scene picked or why it cannot be shown.
 */
export async function readJumbotron(db: Reader, competitionId: string): Promise<JumbotronScreen> {
  const { competitionName, content } = await readJumbotronControl(db, competitionId);
  return { competitionName, content };
}

/**
 * A scene as the screen would show it, with every place of a final (marked
 * revealed or not) so the operator sees what comes next. Refused, with the
 * reason, when the scene could not be shown.
 */
export async function previewScene(
  db: Reader,
  competitionId: string,
  scene: JumbotronScene,
): Promise<JumbotronView> {
  const competition = await requireCompetition(db, competitionId);
  const current = await storedState(db, competitionId);
  return {
    competitionName: competition.full_name,
    scene,
    version: current.version,
    updatedAt: current.updatedAt,
    content: await sceneContent(db, competitionId, scene, 'preview'),
    unavailable: null,
  };
}

/**
 * Shows a scene on every jumbotron: one audited transaction. Refused when
 * another controller changed the screen since the version this one saw, so
 * two controllers never undo each other's choice unknowingly.
 */
export async function showScene(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  { scene, expectedVersion }: ShowScene,
): Promise<JumbotronView> {
  return runWriteTransaction(ctx, async (trx, changed) => {
    const competition = await requireCompetition(trx, competitionId);
    const before = await storedState(trx, competitionId);
    if (before.version !== expectedVersion) {
      const shown = await viewOf(trx, competition, before, 'screen');
      throw errors.jumbotronChanged(contentTitle(shown.content), before.version);
    }
    // Checked as a preview is: a scene that cannot be shown is refused with its reason.
    await sceneContent(trx, competitionId, scene, 'preview');
    const now = new Date().toISOString();
    const after: StoredState = { scene, version: before.version + 1, updatedAt: now };
    const row = {
      scene: JSON.stringify(scene),
      version: after.version,
      updated_by: actor.email,
      updated_at: now,
    };
    await trx
      .insertInto('jumbotron_state')
      .values({ competition_id: competitionId, ...row })
      .onConflict((conflict) => conflict.column('competition_id').doUpdateSet(row))
      .execute();
    await recordAudit(trx, {
      competitionId,
      actor,
      action: 'jumbotron.show',
      details: { before: before.scene, after: scene, version: after.version },
    });
    changed({ kind: 'jumbotron', competitionId });
    return viewOf(trx, competition, after, 'screen');
  });
}
