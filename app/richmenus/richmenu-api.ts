/**
 * The rich-menu editor's calls (spec 001 §7), behind one small interface so the editor runs against a fake in
 * tests: the spec's save POST /line/richmenu/edit (JSON: rmid, name, height, selected, chat_bar_text, options,
 * media_id, groupId and the revision it was edited from) → { rmid, revision, redirect_to }; the image upload
 * POST /api/richmenu/media (multipart, with progress) → { media_id, media_url, width, height }; and the routes
 * every document kind has (GET /api/richmenu/data/{id}, the list, copy, delete). docs/decisions/richmenu-server.md
 * describes the server side.
 */
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import type { RichmenuWire } from '../../documents/richmenu.ts';
import { createCaller } from '../api/caller.ts';
import type { ApiClient } from '../api/client.ts';
import { failureOf } from '../api/http.ts';
import type { ApiResult, Folder } from '../api/types.ts';
import { sendUpload } from '../api/upload.ts';
import { documentApi } from '../documents/document-api.ts';
import { useServices } from '../services.tsx';

/** Spec 001 §7 gives the funnel's 30 s; the rich-menu save takes the same. */
export const RICHMENU_SAVE_TIMEOUT_MS = 30000;

/** A rich menu as the editor saves it: the wire fields and the revision it was edited from. */
export type RichmenuDocument = RichmenuWire & { revision?: number };

/** What a save answers. */
export interface RichmenuSaveAnswer {
  rmid: number;
  revision?: number;
  redirect_to?: string;
}

/** A stored image. */
export interface RichmenuImage {
  media_id: number;
  media_url: string;
  width: number;
  height: number;
}

/** A row of the rich-menu list, with what a thumbnail needs. */
export interface RichmenuSummary {
  id: number;
  name: string;
  group_id: number | null;
  revision?: number;
  updated_at?: string;
  media_url?: string;
  height?: number;
  button_count?: number;
  chat_bar_text?: string;
  selected?: number;
  /** An external-builder (multi-page) menu, and its number of pages. */
  is_lmp?: boolean;
  page_count?: number;
}

/** A finding of the LINE export: the button (index in `options`, null for the menu) and why. */
export interface LineExportProblem {
  /** A multi-page menu's page (index in lmpData). */
  page?: number;
  button: number | null;
  path: string;
  message: string;
}

/** GET /api/richmenu/{id}/line: LINE's rich-menu object, and what could not be expressed or is ignored. */
export interface LineExportAnswer {
  object: Record<string, unknown>;
  /** A multi-page menu: every page's alias, image and object (the tabs included). */
  pages?: {
    page: number;
    richMenuAliasId: string;
    imageUrl: string | null;
    object: Record<string, unknown>;
  }[];
  problems: LineExportProblem[];
  warnings: LineExportProblem[];
}

/** The rich-menu calls; every one answers an `ApiResult`, never throws. */
export interface RichmenuApi {
  loadMenu(id: number, signal?: AbortSignal): Promise<ApiResult<RichmenuDocument>>;
  saveMenu(document: RichmenuDocument, signal?: AbortSignal): Promise<ApiResult<RichmenuSaveAnswer>>;
  folders(): Promise<ApiResult<Folder[]>>;
  /** GET /api/line/account/setting/message (spec 001 §7): 1 when the account opens links in the external browser. */
  urlSetting(): Promise<ApiResult<number>>;
  listMenus(): Promise<ApiResult<{ items: RichmenuSummary[]; groups: Folder[] }>>;
  copyMenu(id: number): Promise<ApiResult<{ rmid: number }>>;
  deleteMenu(id: number, revision?: number): Promise<ApiResult<{ rmid: number; deleted: boolean }>>;
  /** GET /api/richmenu/{id}/line; a 422 still carries the object without the buttons it lists as problems. */
  lineExport(id: number): Promise<{ exported: LineExportAnswer | null; messages: string[] }>;
  /** POST /api/richmenu/media: `onProgress` gets 0..1 while the bytes go; the signal cancels the upload. */
  uploadImage(
    file: Blob & { name?: string },
    onProgress: (ratio: number) => void,
    signal?: AbortSignal,
  ): Promise<ApiResult<RichmenuImage>>;
}

/**
 * The JSON body of a save (spec 001 §7): the folder as `groupId`, the buttons with the console's stable block
 * ids (`_bid`), which the server stores and answers back so a merge matches buttons by id, never by place.
 *
 * @example saveBody({ name: 'メイン', chat_bar_text: 'メニュー', options: [], group_id: 3 }).groupId // 3
 */
export function saveBody(document: RichmenuDocument): Record<string, unknown> {
  if (Array.isArray(document.lmpData)) return externalBuilderBody(document);
  const { group_id, media_url: _serverOwned, options, ...rest } = document;
  return {
    ...rest,
    rmid: document.rmid ?? '',
    groupId: group_id ?? 0,
    options: options ?? [],
  };
}

/**
 * The external-builder save (spec 001 §7): rmid, name, selected, chat_bar_text, groupId, lmpData, lmpMenuId (and
 * the revision), nothing of the single-image menu; the pages' buttons as app/richmenus/pages/wire.ts left them.
 *
 * @example externalBuilderBody({ name: 'タブ', chat_bar_text: 'メニュー', options: [], lmpData: [] }).lmpMenuId // ''
 */
function externalBuilderBody(document: RichmenuDocument): Record<string, unknown> {
  const { rmid, revision, name, selected, chat_bar_text, group_id, lmpData, lmpMenuId } = document;
  return {
    rmid: rmid ?? '',
    ...(revision === undefined ? {} : { revision }),
    name,
    selected,
    chat_bar_text,
    groupId: group_id ?? 0,
    lmpData,
    lmpMenuId: lmpMenuId ?? '',
  };
}

/**
 * The rich-menu calls over a console API client (its session, token and transport).
 *
 * @example const menus = createRichmenuApi(api); await menus.loadMenu(3);
 */
export function createRichmenuApi(api: ApiClient): RichmenuApi {
  const { call, headers, base, fetchImpl, lang } = createCaller(api);
  return {
    loadMenu: (id, signal) => call('GET', `/api/richmenu/data/${id}`, { signal }),
    saveMenu: (document, signal) =>
      call('POST', '/line/richmenu/edit', {
        body: { json: saveBody(document) },
        timeoutMs: RICHMENU_SAVE_TIMEOUT_MS,
        signal,
      }),
    // The folders go by the picker's kind name (menu), which the server maps to the rich-menu documents.
    folders: () => documentApi(api).folders('menu'),
    urlSetting: () => call('GET', '/api/line/account/setting/message'),
    listMenus: () => call('GET', '/api/richmenu/list'),
    copyMenu: (id) => call('POST', `/api/richmenu/copy/${id}`),
    deleteMenu: (id, revision) =>
      call('DELETE', `/api/richmenu/${id}${revision === undefined ? '' : `?revision=${revision}`}`),
    lineExport: async (id) => {
      // The 422 body is the export too (the object and its problems): read it whatever the status.
      const response = await fetchImpl(`${base}/api/richmenu/${id}/line`, { headers: await headers() }).catch(
        () => null,
      );
      if (!response) return { exported: null, messages: failureOf(0, null, lang()).messages };
      const body = (await response.json().catch(() => null)) as LineExportAnswer | null;
      const exported = body && typeof body.object === 'object' ? body : null;
      return { exported, messages: exported ? [] : failureOf(response.status, body, lang()).messages };
    },
    uploadImage: async (file, onProgress, signal) => {
      const form = new FormData();
      form.append('file', file, file.name ?? 'image');
      return sendUpload<RichmenuImage>({
        url: `${base}/api/richmenu/media`,
        headers: await headers(),
        form,
        onProgress,
        signal,
        lang: lang(),
      });
    },
  };
}

const RichmenuApiContext = createContext<RichmenuApi | undefined>(undefined);

/** Gives the editor another implementation of the calls (a fake in tests). */
export function RichmenuApiProvider({ api, children }: { api: RichmenuApi; children: ReactNode }) {
  return createElement(RichmenuApiContext.Provider, { value: api }, children);
}

/** The calls: the provided ones, else over the console's API client. */
export function useRichmenuApi(): RichmenuApi {
  const provided = useContext(RichmenuApiContext);
  const { api } = useServices();
  return useMemo(() => provided ?? createRichmenuApi(api), [provided, api]);
}
