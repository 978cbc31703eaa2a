/**
 * A stubbed funnel API for the console's unit tests: in-memory funnels that answer like the server (ApiResult
 * values, revisions, 409 on a stale save). Tests override any method with vi.fn's mock helpers.
 */
import { vi } from 'vitest';
import type { ApiResult, Folder } from '../api/types.ts';
import type {
  FunnelApi,
  FunnelData,
  FunnelDocument,
  FunnelRegisterAnswer,
  FunnelUsedBy,
} from './funnel-api.ts';

const ok = <T>(data: T, status = 200): ApiResult<T> => ({ ok: true, status, data });
const refusal = (status: number, messages: string[]): ApiResult<never> => ({
  ok: false,
  status,
  messages,
  errors: {},
  fromServer: true,
});

/** The fake's state, open for tests to look at and change. */
export interface FakeFunnels {
  funnels: Map<number, FunnelData>;
  groups: Folder[];
  nextId: number;
  /** Every document posted, with the finishTo it went to. */
  posted: { document: FunnelDocument; finishTo: string }[];
  /** Who uses a funnel (the list's `used_by`); the delete of one used is refused with 422, as the server does. */
  usedBy: Map<number, FunnelUsedBy>;
}

/**
 * A fake funnel API over a fresh store.
 *
 * @example const { api, state } = fakeFunnelApi(); state.funnels.set(7, { fid: 7, inputs: [], revision: 1 });
 */
export function fakeFunnelApi(): { api: FunnelApi; state: FakeFunnels } {
  const state: FakeFunnels = {
    funnels: new Map(),
    groups: [
      { id: 30, name: '配信対象', item_count: 0 },
      { id: 31, name: 'キャンペーン', item_count: 0 },
    ],
    nextId: 200,
    posted: [],
    usedBy: new Map(),
  };
  const api: FunnelApi = {
    funnelData: vi.fn(async (fid: number) => {
      const funnel = state.funnels.get(fid);
      return funnel ? ok(structuredClone(funnel)) : refusal(404, ['友だち検索条件が見つかりません']);
    }),
    registerFunnel: vi.fn(async (document: FunnelDocument, finishTo = '/api/funnel/register') => {
      state.posted.push({ document: withoutBlockIds(structuredClone(document)), finishTo });
      const {
        fid,
        revision,
        withDescription: _d,
        _token: _t,
        ...body
      } = document as FunnelDocument & {
        _token?: string;
      };
      if (fid !== undefined) {
        const stored = state.funnels.get(fid);
        if (!stored) return refusal(404, ['友だち検索条件が見つかりません']);
        if (stored.revision !== revision) return refusal(409, ['他の画面で更新されています']);
        state.funnels.set(fid, { ...body, fid, revision: (stored.revision ?? 0) + 1 });
        return ok<FunnelRegisterAnswer>({
          fid,
          id: fid,
          revision: (stored.revision ?? 0) + 1,
          description: [],
        });
      }
      const id = state.nextId++;
      state.funnels.set(id, { ...body, fid: id, revision: 1 });
      return ok<FunnelRegisterAnswer>({ fid: id, id, revision: 1, description: [] });
    }),
    funnelGroups: vi.fn(async () => ok(structuredClone(state.groups))),
    listFunnels: vi.fn(async () =>
      ok({
        items: [...state.funnels.values()].map((f) => ({
          fid: f.fid,
          name: f.name ?? '',
          group_id: f.group_id ?? null,
          revision: f.revision ?? 1,
          updated_at: '2026-11-02T03:04:05.000Z',
          used_by: structuredClone(state.usedBy.get(f.fid) ?? { count: 0, documents: [] }),
        })),
        groups: structuredClone(state.groups),
      }),
    ),
    copyFunnel: vi.fn(async (fid: number) => {
      const source = state.funnels.get(fid);
      if (!source) return refusal(404, ['友だち検索条件が見つかりません']);
      const id = state.nextId++;
      state.funnels.set(id, { ...source, fid: id, name: `${source.name ?? ''}のコピー`, revision: 1 });
      return ok<FunnelRegisterAnswer>({ fid: id, id, revision: 1 });
    }),
    deleteFunnel: vi.fn(async (fid: number) => {
      if (state.usedBy.get(fid)?.count)
        return refusal(422, ['この絞り込み条件はアクションで使われているため削除できません']);
      state.funnels.delete(fid);
      return ok({ fid, deleted: true });
    }),
  };
  return { api, state };
}

/** A posted document as a test compares it: without the console's stable block ids (`_bid`, nested too). */
function withoutBlockIds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutBlockIds) as T;
  if (typeof value !== 'object' || value === null) return value;
  const { _bid: _id, ...rest } = value as Record<string, unknown>;
  return Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, withoutBlockIds(inner)])) as T;
}
