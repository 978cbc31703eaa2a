/**
 * A stubbed API client for the console's unit tests: an in-memory account with items and actions that answers
 * like the server (ApiResult values, revisions, 409 on a stale save). Tests override any method with vi.fn.
 *
 * One object answers the shell's session calls and every page module's calls (action, document, item, operator
 * and widget calls): it is given to the client as those modules' calls (`giveCalls`), so a page that asks
 * `actionApi(api)` gets this fake. The modules' own HTTP behaviour is tested against a stubbed fetch beside each
 * module (app/actions/action-api.test.ts, …).
 */

import { vi } from 'vitest';
import { memoryDraftStore } from '../../engine/react/index.ts';
import { type ActionApi, createActionApi } from '../actions/action-api.ts';
import { type ActionListApi, createActionListApi } from '../actions/action-list-api.ts';
import { giveCalls } from '../api/caller.ts';
import type { ApiClient } from '../api/client.ts';
import type {
  ActionData,
  ActionDocument,
  ApiFailure,
  ApiResult,
  Folder,
  NewVarField,
  PickerItem,
  ResourceAnswer,
  Session,
  VarChoice,
} from '../api/types.ts';
import { createDocumentApi, type DocumentApi } from '../documents/document-api.ts';
import { createItemEditApi, type ItemEditApi } from '../items/item-edit-api.ts';
import { createItemsApi, type ItemsApi } from '../items/items-api.ts';
import { createWidgetApi, type WidgetApi } from '../items/widget-api.ts';
import { createOperatorsApi, type OperatorsApi } from '../operators/operators-api.ts';
// The item store's and the drafts' makers (the pages' half of the services).
import '../page-services.ts';
import { type ConsoleServices, createConsoleServices } from '../services.tsx';

export const testSession: Session = {
  token: 't',
  account: { id: 1, name: 'デモアカウント' },
  abilities: ['scenario', 'richmenu', 'episode', 'asp', 'event_reserve', 'journey', 'show-analytics'],
  permissions: ['tag-write', 'user-tag-create', 'var-write', 'user-open-api'],
};

/** Tags as the seed has them: folders, a favourite, a protected one, an HTML name. */
export const testTags: PickerItem[] = [
  { id: 1, name: 'VIP会員', group_id: 10, favorite: true, super: false, writable: true, type: null },
  { id: 2, name: '新規', group_id: 10, favorite: false, super: false, writable: true, type: null },
  { id: 3, name: '管理者専用タグ', group_id: 11, favorite: false, super: true, writable: false, type: null },
  {
    id: 4,
    name: '<img src=x onerror=alert(1)>',
    group_id: 11,
    favorite: false,
    super: false,
    writable: true,
    type: null,
  },
  { id: 5, name: '未分類のタグ', group_id: null, favorite: false, super: false, writable: true, type: null },
];

/** Friend-info fields: a text field in a folder, a date field unclassified. */
export const testVars: PickerItem[] = [
  { id: 30, name: '会員番号', group_id: 40, favorite: false, super: false, writable: true, type: 0 },
  { id: 31, name: '誕生日', group_id: null, favorite: false, super: false, writable: true, type: 30 },
];

export const testVarGroups: Folder[] = [
  { id: 'fav', name: 'お気に入り', item_count: 0 },
  { id: 40, name: '基本情報', item_count: 1 },
  { id: 0, name: '未分類', item_count: 1 },
];

export const testTagGroups: Folder[] = [
  { id: 'fav', name: 'お気に入り', item_count: 1 },
  { id: 10, name: '購入状況', item_count: 2 },
  { id: 11, name: 'キャンペーン', item_count: 2 },
  { id: 0, name: '未分類', item_count: 1 },
];

/** Salons (condition 67), as the seed has them: 渋谷店 and 新宿店. */
export const testSalons: PickerItem[] = [
  { id: 1, name: '渋谷店', group_id: null, writable: true },
  { id: 2, name: '新宿店', group_id: null, writable: true },
];

/** Resources and courses of the salons, each with the `salon_id` it belongs to (GET /api/salon/resources, …/courses). */
export const testSalonResources: PickerItem[] = [
  { id: 11, name: 'スタイリスト 山田', group_id: null, writable: true, salon_id: 1 },
  { id: 12, name: '個室A', group_id: null, writable: true, salon_id: 1 },
  { id: 13, name: 'スタイリスト 佐藤', group_id: null, writable: true, salon_id: 2 },
];
export const testSalonCourses: PickerItem[] = [
  { id: 21, name: 'カット', group_id: null, writable: true, salon_id: 1 },
  { id: 22, name: 'カット+カラー', group_id: null, writable: true, salon_id: 1 },
  { id: 23, name: 'ヘッドスパ', group_id: null, writable: true, salon_id: 2 },
];

/**
 * Event slots with their plans (effect 31; GET /api/v_resource/event_reserve answers them): slot 1 has plans 11
 * and 12, slot 2 none, slot 3 plan 31. Not in the fake server by default: a test sets
 * `server.resources.event_reserve = testEventSlots`.
 */
export const testEventSlots: ResourceAnswer = {
  groups: [],
  items: [
    {
      id: 1,
      name: '体験レッスン',
      has_menu: 1,
      event_menus: [
        { id: 11, name: '60分コース' },
        { id: 12, name: '90分コース' },
      ],
    },
    { id: 2, name: 'オンライン説明会', has_menu: 0, event_menus: [] },
    { id: 3, name: '説明会', has_menu: 1, event_menus: [{ id: 31, name: 'オンライン参加' }] },
  ],
  ids: [1, 2, 3],
};

const listOf = (items: PickerItem[]): ResourceAnswer => ({ groups: [], items, ids: items.map((i) => i.id) });

const ok = <T>(data: T, status = 200): ApiResult<T> => ({ ok: true, status, data });
export const failure = (
  status: number,
  messages: string[] = ['不明なエラーが発生しました'],
  fromServer = true,
): ApiFailure => ({
  ok: false,
  status,
  messages,
  errors: {},
  fromServer,
});

/** The fake account's state, open for tests to look at and change. */
export interface FakeServer {
  resources: Record<string, ResourceAnswer>;
  actions: Map<number, ActionData>;
  nextId: number;
  posted: ActionDocument[];
  /** Every revision an action was at (its key `aid:revision`), as the server keeps them for merges. */
  history: Map<string, ActionData>;
}

/** The fake: the shell's client and every page module's calls in one object. */
export type FakeApiClient = ApiClient &
  ActionApi &
  ActionListApi &
  DocumentApi &
  ItemsApi &
  ItemEditApi &
  OperatorsApi &
  WidgetApi;

/**
 * A fake client over a fresh fake server.
 *
 * @example const { api, server } = fakeApi(); server.actions.set(3, { aid: 3, inputs: [], revision: 1 });
 */
export function fakeApi(): { api: FakeApiClient; server: FakeServer } {
  const server: FakeServer = {
    resources: {
      tag: { groups: testTagGroups, items: testTags, ids: testTags.map((t) => t.id) },
      varia: { groups: testVarGroups, items: testVars, ids: testVars.map((v) => v.id) },
      funnel: {
        groups: [{ id: 'fav', name: 'お気に入り' }],
        items: [{ id: 70, name: '購入者', group_id: null, writable: true }],
        ids: [70],
      },
      salon_reservation: listOf(testSalons),
      salon_resource: listOf(testSalonResources),
      salon_course: listOf(testSalonCourses),
    },
    actions: new Map(),
    nextId: 100,
    posted: [],
    history: new Map(),
  };
  // What the server keeps of each action's revisions: the loaded one included (tests set actions directly).
  const remember = (action: ActionData | undefined) => {
    if (action) server.history.set(`${action.aid}:${action.revision}`, structuredClone(action));
  };
  let current: Session | undefined;
  const api = {
    session: vi.fn(async () => {
      current = testSession;
      return ok(testSession);
    }),
    currentSession: vi.fn(() => current),
    actionData: vi.fn(async (aid: number) => {
      const action = server.actions.get(aid);
      remember(action);
      return action ? ok(structuredClone(action)) : failure(404, ['アクションが見つかりません']);
    }),
    actionText: vi.fn(async (aid: number) => {
      const action = server.actions.get(aid);
      if (!action) return failure(404);
      const lines = action.inputs.map((input, i) => `${i + 1}. 種別 ${(input as { type: number }).type}`);
      return ok({ text: lines.join('\n'), lines });
    }),
    registerAction: vi.fn(async (document: ActionDocument) => {
      server.posted.push(structuredClone(document));
      const { aid, revision, ...body } = document;
      if (aid !== undefined) {
        const stored = server.actions.get(aid);
        if (!stored) return failure(404);
        remember(stored);
        if (stored.revision !== revision) return failure(409, ['他の画面で更新されています']);
        server.actions.set(aid, { ...body, aid, inputs: body.inputs, revision: stored.revision + 1 });
        remember(server.actions.get(aid));
        return ok({ aid, revision: stored.revision + 1, description: [], warnings: [] });
      }
      const id = server.nextId++;
      server.actions.set(id, { ...body, aid: id, inputs: body.inputs, revision: 1 });
      return ok({ aid: id, revision: 1, description: [], warnings: [] });
    }),
    documentRevision: vi.fn(async (kind: string, docId: number, revision: number) => {
      const found = kind === 'action' ? server.history.get(`${docId}:${revision}`) : undefined;
      return found ? ok(structuredClone(found) as Record<string, unknown>) : failure(404);
    }),
    documentRevisions: vi.fn(async (kind: string, docId: number) => {
      const kept = [...server.history.values()]
        .filter((action) => kind === 'action' && action.aid === docId)
        .map((action) => action.revision);
      const revisions = [...new Set(kept)]
        .sort((a, b) => b - a)
        .map((revision) => ({
          revision,
          saved_at: '2026-11-02T03:04:05.000Z',
          operator: { id: 1, name: 'テスト オーナー' },
        }));
      return ok({ revisions });
    }),
    restoreRevision: vi.fn(async () => failure(404)),
    listActions: vi.fn(async () =>
      ok({
        items: [...server.actions.values()].map((a) => ({
          aid: a.aid,
          name: a.a_name ?? '',
          group_id: a.group_id ?? null,
          revision: a.revision,
          updated_at: '2026-11-02T03:04:05.000Z',
        })),
        groups: [{ id: 20, name: '配信用', item_count: 0 }],
      }),
    ),
    copyAction: vi.fn(async (aid: number) => {
      const source = server.actions.get(aid);
      if (!source) return failure(404);
      const id = server.nextId++;
      server.actions.set(id, { ...source, aid: id, a_name: `${source.a_name ?? ''}のコピー`, revision: 1 });
      return ok({ aid: id, revision: 1 });
    }),
    deleteAction: vi.fn(async (aid: number) => {
      server.actions.delete(aid);
      return ok({ aid, deleted: true });
    }),
    folders: vi.fn(async () => ok<Folder[]>([{ id: 20, name: '配信用' }])),
    resource: vi.fn(async (kind: string) => {
      const answer = server.resources[kind];
      return answer ? ok(structuredClone(answer)) : ok<ResourceAnswer>({ groups: [], items: [], ids: [] });
    }),
    createTag: vi.fn(async (name: string, groupId: number | 'fav' | null) => {
      const item: PickerItem = {
        id: server.nextId++,
        name,
        group_id: typeof groupId === 'number' ? groupId : null,
        favorite: groupId === 'fav',
        super: false,
        writable: true,
        type: null,
      };
      server.resources.tag.items = [...server.resources.tag.items, item];
      return ok(item);
    }),
    createVar: vi.fn(async (field: NewVarField) => {
      const item: PickerItem = {
        id: server.nextId++,
        name: field.name,
        group_id: typeof field.group_id === 'number' ? field.group_id : null,
        favorite: field.rate === 2,
        super: false,
        writable: true,
        type: field.type,
        echo_default: field.echo_default,
        ...(field.type === 20 ? { choices: [] } : {}),
      };
      server.resources.varia.items = [...server.resources.varia.items, item];
      return ok(item);
    }),
    varChoices: vi.fn(async (id: number) => {
      const field = server.resources.varia.items.find((item) => item.id === id);
      if (!field) return failure(404, ['友だち情報が見つかりません']);
      const choices = Array.isArray(field.choices) ? (field.choices as Required<VarChoice>[]) : [];
      return ok({ id, choices: structuredClone(choices) });
    }),
    // As the server: ids kept for known choices, fresh ones for new; lm-may-delay 1 when one changed or went.
    saveVarChoices: vi.fn(async (id: number, list: readonly VarChoice[]) => {
      const field = server.resources.varia.items.find((item) => item.id === id);
      const existing = Array.isArray(field?.choices) ? (field.choices as Required<VarChoice>[]) : [];
      let next = existing.reduce((max, choice) => Math.max(max, choice.id), 0) + 1;
      const choices = list.map((choice) => ({
        id: existing.some((old) => old.id === choice.id) ? (choice.id as number) : next++,
        value: choice.value,
        color: choice.color ?? '#FFFFFF',
        key: choice.key ?? '',
      }));
      const kept = new Map(choices.map((choice) => [choice.id, choice.value]));
      const changed = existing.some((old) => kept.get(old.id) !== old.value);
      server.resources.varia.items = server.resources.varia.items.map((item) =>
        item.id === id ? { ...item, choices } : item,
      );
      return {
        ...ok({ choices, items: server.resources.varia.items }),
        headers: { 'lm-may-delay': changed ? '1' : '0' },
      };
    }),
  };
  const client = api as unknown as FakeApiClient;
  // The pages' modules read their calls from the client (`callsOf`): they get this fake's.
  giveCalls<ActionApi>(client, createActionApi, client);
  giveCalls<ActionListApi>(client, createActionListApi, client);
  giveCalls<DocumentApi>(client, createDocumentApi, client);
  giveCalls<ItemsApi>(client, createItemsApi, client);
  giveCalls<ItemEditApi>(client, createItemEditApi, client);
  giveCalls<OperatorsApi>(client, createOperatorsApi, client);
  giveCalls<WidgetApi>(client, createWidgetApi, client);
  return { api: client, server };
}

/** Services over a fake client, with a recorded reload and an in-memory session storage. */
export function fakeServices(api: ApiClient): ConsoleServices & { reload: ReturnType<typeof vi.fn> } {
  const reload = vi.fn();
  const storage = new Map<string, string>();
  const memoryStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
    clear: () => storage.clear(),
    key: (index: number) => [...storage.keys()][index] ?? null,
    get length() {
      return storage.size;
    },
  } as Storage;
  // Drafts in memory: the same store across a test's editors, as IndexedDB is across a page's reloads.
  return {
    ...createConsoleServices(api, { reload, storage: memoryStorage, drafts: memoryDraftStore() }),
    reload,
  };
}
