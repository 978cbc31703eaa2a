/**
 * A fake form API for the console's tests and the screenshot page: in-memory forms answering as spec 002 §7
 * says (ApiResult values, revisions, 409 on a stale save, のコピー on ?copy=). Tests override any method with
 * vi.fn's helpers, or set `state.refuseNext` to answer the next save with a 422.
 */
import type { ApiResult, Folder } from '../api/types.ts';
import type { FormApi, FormDocument, FormSaveAnswer } from './form-api.ts';
import { saveFields } from './form-api.ts';
import type { FormLoadAnswer, FormWire } from './form-wire.ts';

const ok = <T>(data: T, status = 200): ApiResult<T> => ({ ok: true, status, data });
const refusal = (status: number, messages: string[], errors = {}): ApiResult<never> => ({
  ok: false,
  status,
  messages,
  errors,
  fromServer: true,
});

/** The fake's state, open for tests to look at and change. */
export interface FakeForms {
  forms: Map<number, FormWire>;
  groups: Folder[];
  allowed: number[];
  nextId: number;
  /** Every save's form-encoded fields, as the server would read them. */
  posted: Record<string, string | number>[];
  /** The next save answers this refusal (then it is cleared). */
  refuseNext?: { status: number; messages: string[]; errors?: Record<string, string[]> };
}

/** Every form-item swatch (spec 002 §3). */
export const ALL_SWATCHES = [500, 501, 510, 520, 530, 540, 550, 560, 570, 580, 581, 590, 600];

/**
 * A fake over a fresh store. `calls` is a plain wrapper so tests can spy with vi.spyOn.
 *
 * @example const { api, state } = fakeFormApi(); state.allowed = [500, 510];
 */
export function fakeFormApi(): { api: FormApi; state: FakeForms } {
  const state: FakeForms = {
    forms: new Map(),
    groups: [
      { id: 0, name: '未分類' },
      { id: 41, name: 'アンケート' },
    ],
    allowed: [...ALL_SWATCHES],
    nextId: 300,
    posted: [],
  };
  const api: FormApi = {
    loadForm: async (id, { copy } = {}) => {
      if (id === null && copy === undefined) return ok<FormWire>({ name: '', pages: [1], attr: [] });
      const source = state.forms.get(id ?? copy ?? 0);
      if (!source) return refusal(404, ['フォームが見つかりません']);
      if (id !== null) return ok(structuredClone(source));
      // As the server answers a copy (GET /api/v1/forms/new?copy=): no id, code or revision yet, sent as null.
      const { id: _id, code: _code, revision: _r, ...rest } = structuredClone(source);
      return ok<FormLoadAnswer>({
        ...rest,
        id: null,
        code: null,
        revision: null,
        name: `${source.name}のコピー`,
        not_copied: ['回答の保存先', '郵便番号の自動入力'],
      });
    },
    formFolders: async () => ok(structuredClone(state.groups)),
    swatchPermissions: async () => ok([...state.allowed]),
    saveForm: async (document: FormDocument) => {
      state.posted.push(saveFields(document, 'fake-token'));
      if (state.refuseNext) {
        const { status, messages, errors } = state.refuseNext;
        state.refuseNext = undefined;
        return refusal(status, messages, errors);
      }
      // Kept with their stable ids, as the server keeps them.
      const attr = structuredClone(document.attr) as FormWire['attr'];
      if (document.id !== undefined) {
        const stored = state.forms.get(document.id);
        if (!stored) return refusal(404, ['フォームが見つかりません']);
        if (stored.revision !== document.revision) return refusal(409, ['他の画面で更新されています']);
        const revision = (stored.revision ?? 0) + 1;
        state.forms.set(document.id, { ...document, attr, revision, code: stored.code });
        return ok<FormSaveAnswer>({ id: document.id, code: stored.code ?? '', revision });
      }
      const id = state.nextId++;
      const code = `f${id.toString(36)}x`;
      state.forms.set(id, { ...document, attr, id, code, revision: 1 });
      return ok<FormSaveAnswer>({ id, code, revision: 1 });
    },
    listForms: async () =>
      ok({
        items: [...state.forms.values()].map((form) => ({
          id: form.id ?? 0,
          name: form.name,
          group_id: form.group_id ?? null,
          revision: form.revision,
          updated_at: '2026-11-02T03:04:05.000Z',
        })),
        groups: structuredClone(state.groups),
      }),
    deleteForm: async (id) => {
      state.forms.delete(id);
      return ok({ id, deleted: true });
    },
  };
  return { api, state };
}
