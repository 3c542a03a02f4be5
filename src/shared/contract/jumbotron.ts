import {
  JumbotronScreenSchema,
  JumbotronViewSchema,
  PreviewSceneSchema,
  ShowSceneSchema,
} from '../jumbotron';
import { PUBLIC, staffOnly } from './access';
import { defineEndpoint } from './define-endpoint';
import { CompetitionParams } from './params';

const tag = 'Jumbotron';
const OPERATOR = staffOnly('jumbotron');
const staffBase = '/api/admin/competitions/:competitionId/jumbotron';

/**
 * The jumbotron and its controller (issue 13): the big screen reads what it
 * shows now; operators pick the scene, with a version so two controllers
 * never overwrite each other, and preview a scene before showing it.
 */
export const jumbotronEndpoints = {
  getJumbotron: defineEndpoint({
    summary:
      'What the jumbotron shows now (the welcome slide until a scene is picked); never a place of a final not revealed yet',
    tag,
    method: 'GET',
    path: '/api/competitions/:competitionId/jumbotron',
    access: PUBLIC,
    params: CompetitionParams,
    status: 200,
    response: JumbotronScreenSchema,
  }),
  getJumbotronControl: defineEndpoint({
    summary:
      'What the jumbotron shows now with the scene picked, its version, and why it is not shown when it cannot be',
    tag,
    method: 'GET',
    path: staffBase,
    access: OPERATOR,
    params: CompetitionParams,
    status: 200,
    response: JumbotronViewSchema,
  }),
  showJumbotronScene: defineEndpoint({
    summary:
      'Shows a scene on the jumbotron (revealing the next place of a final is this with revealed + 1); refused when another controller changed the screen since expectedVersion',
    tag,
    method: 'PUT',
    path: staffBase,
    access: OPERATOR,
    params: CompetitionParams,
    body: ShowSceneSchema,
    status: 200,
    response: JumbotronViewSchema,
  }),
  previewJumbotronScene: defineEndpoint({
    summary:
      "A scene as the jumbotron would show it, without showing it; a final's preview carries every place, marked revealed or not",
    tag,
    method: 'POST',
    path: `${staffBase}/preview`,
    access: OPERATOR,
    params: CompetitionParams,
    body: PreviewSceneSchema,
    status: 200,
    response: JumbotronViewSchema,
  }),
};
