/**
 * The calls of the item picker's create forms and the choice editor (spec 000 §3, §7; spec 002 §6): new tags,
 * phases and friend-info fields, and a choice field's choices. Only those forms import them (lazy parts of the
 * picker), never the shell or the item store (issue 14).
 */
import { callsOf, createCaller, pathId } from '../api/caller.ts';
import type { ApiClient } from '../api/client.ts';
import {
  MAY_DELAY_HEADER,
  type NewJourneyTag,
  type NewVarField,
  type PickerItem,
  type VarChoice,
  type VarChoicesAnswer,
  type VarChoicesOfField,
} from '../api/types.ts';

/**
 * The create and choice calls over a console client's transport.
 *
 * @example const tag = await createItemEditApi(api).createTag('VIP', null);
 */
export function createItemEditApi(api: ApiClient) {
  const { call } = createCaller(api);
  return {
    /** POST /api/tag/new: a new tag in a folder (null: unclassified, 'fav': favourite). */
    createTag: (name: string, groupId: number | 'fav' | null) =>
      call<PickerItem>('POST', '/api/tag/new', { body: { json: { name, group_id: groupId } } }),
    /** POST /api/journey_tags: a new phase of a journey, answered with its id and journey_id (journey-write). */
    createJourneyTag: (phase: NewJourneyTag) =>
      call<PickerItem>('POST', '/api/journey_tags', { body: { json: phase } }),
    /** POST /line/var/new: a new friend-info field, answered with its id and type. */
    createVar: (field: NewVarField) => call<PickerItem>('POST', '/line/var/new', { body: { json: field } }),
    /** GET /api/var/choice/{var_id}: the choices of a choice-type field, in their order. */
    varChoices: (fieldId: number, signal?: AbortSignal) =>
      call<VarChoicesOfField>('GET', `/api/var/choice/${pathId(fieldId)}`, { signal }),
    /**
     * POST /api/var/choice: replaces the choices of a choice-type field (at least one, in the order given). The
     * answer's `headers['lm-may-delay']` is '1' when friends' registered values follow a changed or removed
     * choice (`mayDelay`). `loaded`, the choices the editor started from, makes a save after another one a 409
     * instead of removing what that one added.
     */
    saveVarChoices: (id: number, choices: readonly VarChoice[], loaded?: readonly VarChoice[]) =>
      call<VarChoicesAnswer>('POST', '/api/var/choice', {
        body: { json: { id, choice_json: loaded ? { choices, loaded } : { choices } } },
        readHeaders: [MAY_DELAY_HEADER],
      }),
  };
}

/** The create and choice calls. */
export type ItemEditApi = ReturnType<typeof createItemEditApi>;

/** The create and choice calls of a client (one per client; a test's fake when it gave them). */
export const itemEditApi = (api: ApiClient): ItemEditApi => callsOf(api, createItemEditApi);
