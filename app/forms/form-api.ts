/**
 * The form builder's calls (spec 002 §7 "Form builder and picker calls"), behind one small interface so the
 * builder runs against a fake in tests and against the server once the `form` document kind's branch merges:
 * GET /api/v1/forms/{id|new}[?copy=], GET /api/v_resource/form (folders), GET /api/swatch/permissions
 * (allowed_swatches), POST /lvf/edit/v2 (form-encoded, CSRF token, 10 s) → { id, code }. The list and the delete
 * are not in the spec: they are the server's routes of every document kind (GET /api/form/list, DELETE
 * /api/form/{id}).
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { type ApiClient, apiHeaders, pageToken } from '../api/client.ts';
import { type HttpRequest, type RequestBody, send } from '../api/http.ts';
import type { ApiResult, Folder } from '../api/types.ts';
import { href } from '../router.tsx';
import { useServices } from '../services.tsx';
import type { FormItemWire, FormLoadAnswer, FormOptions, FormWire } from './form-wire.ts';

/** Spec 002 §9: the form submit timeout. */
export const FORM_SAVE_TIMEOUT_MS = 10000;
/** The form generation the builder writes (spec 002 §3: sent as 2). */
export const FORM_GENERATION = 2;

/** What the save answers: the form id and its public code (the URL's last part). */
export interface FormSaveAnswer {
  id: number;
  code: string;
  revision?: number;
}

/** A row of the form list. */
export interface FormSummary {
  id: number;
  name: string;
  group_id: number | null;
  revision?: number;
  updated_at?: string;
}

/** The form document as the builder hands it to a save (the wire form plus the revision it was edited from). */
export type FormDocument = Omit<FormWire, 'attr'> & { attr: FormItemWire[] };

/** The form calls; every one answers an `ApiResult`, never throws. */
export interface FormApi {
  /** GET /api/v1/forms/{id|new}; `copy` loads the source form as a new one (のコピー, `not_copied`). */
  loadForm(
    id: number | null,
    options?: { copy?: number; signal?: AbortSignal },
  ): Promise<ApiResult<FormLoadAnswer>>;
  /** GET /api/v_resource/form → its groups (folders). */
  formFolders(signal?: AbortSignal): Promise<ApiResult<Folder[]>>;
  /** GET /api/swatch/permissions → allowed_swatches. */
  swatchPermissions(signal?: AbortSignal): Promise<ApiResult<number[]>>;
  /** POST /lvf/edit/v2, form-encoded (see `saveFields`). */
  saveForm(document: FormDocument, signal?: AbortSignal): Promise<ApiResult<FormSaveAnswer>>;
  /** GET /api/form/list (the server's list of every document kind): the saved forms with their folders. */
  listForms(): Promise<ApiResult<{ items: FormSummary[]; groups: Folder[] }>>;
  /** DELETE /api/form/{id}?revision= (the server's delete of every document kind). */
  deleteForm(id: number, revision?: number): Promise<ApiResult<{ id: number; deleted: boolean }>>;
}

/**
 * The form-encoded fields of a save (spec 002 §7): the CSRF token, formname, formid, formgroupid,
 * form_action_id, generation 2, the items as one JSON string (each with its stable block id `_bid`) and the
 * export and login flags, with the rest of the form (title, description, pages, options as JSON, the revision it
 * was edited from).
 *
 * @example saveFields({ name: 'アンケート', pages: [1], attr: [] }, 'tok').generation // 2
 */
export function saveFields(document: FormDocument, token: string): Record<string, string | number> {
  const fields: Record<string, string | number> = {
    _token: token,
    formname: document.name,
    formid: document.id ?? '',
    formgroupid: document.group_id ?? 0,
    form_action_id: document.form_action_id ?? '',
    generation: FORM_GENERATION,
    title: document.title ?? '',
    description: document.description ?? '',
    pages: JSON.stringify(document.pages),
    // Each item keeps the console's stable id (`_bid`): the server stores it and answers it back, so a merge after
    // a 409 matches items by the ids this tab saved, never by place (docs/decisions/documents.md).
    items: JSON.stringify(document.attr),
    options: JSON.stringify(document.options ?? ({} satisfies FormOptions)),
    export_google_sheet: document.export_google_sheet ?? 0,
    needs_line_login: document.needs_line_login ?? 0,
  };
  // The editor counters (spec 002 §3), kept by the server so that a name is never given twice in a form's life.
  if (document.name_counter !== undefined) fields.name_counter = document.name_counter;
  if (document.choice_counter !== undefined) fields.choice_counter = document.choice_counter;
  if (document.revision !== undefined) fields.revision = document.revision;
  return fields;
}

/**
 * The form calls over a console API client (its session, token and transport).
 *
 * @example const forms = createFormApi(api); await forms.loadForm(null, { copy: 12 });
 */
export function createFormApi(
  api: ApiClient,
  options: { fetch?: typeof fetch; baseUrl?: string } = {},
): FormApi {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const base = (options.baseUrl ?? href('/')).replace(/\/$/, '');
  const call = async <T>(
    method: HttpRequest['method'],
    path: string,
    extra: { body?: (token: string) => RequestBody; timeoutMs?: number; signal?: AbortSignal } = {},
  ): Promise<ApiResult<T>> => {
    let session = api.currentSession();
    if (!session) {
      const read = await api.session();
      if (read.ok) session = read.data;
    }
    const token = pageToken() ?? session?.token;
    return send<T>(fetchImpl, {
      method,
      url: `${base}${path}`,
      headers: apiHeaders(token, session),
      lang: 'ja',
      body: extra.body?.(token ?? ''),
      timeoutMs: extra.timeoutMs,
      signal: extra.signal,
    });
  };
  return {
    loadForm: (id, { copy, signal } = {}) =>
      call<FormLoadAnswer>('GET', `/api/v1/forms/${id ?? 'new'}${copy ? `?copy=${copy}` : ''}`, { signal }),
    formFolders: async (signal) => {
      const result = await call<{ groups?: Folder[] }>('GET', '/api/v_resource/form', { signal });
      return result.ok ? { ...result, data: result.data.groups ?? [] } : result;
    },
    swatchPermissions: async (signal) => {
      const result = await call<{ allowed_swatches?: number[] }>('GET', '/api/swatch/permissions', {
        signal,
      });
      return result.ok ? { ...result, data: result.data.allowed_swatches ?? [] } : result;
    },
    saveForm: (document, signal) =>
      call<FormSaveAnswer>('POST', '/lvf/edit/v2', {
        body: (token) => ({ form: saveFields(document, token) }),
        timeoutMs: FORM_SAVE_TIMEOUT_MS,
        signal,
      }),
    listForms: () => call('GET', '/api/form/list'),
    deleteForm: (id, revision) =>
      call('DELETE', `/api/form/${id}${revision === undefined ? '' : `?revision=${revision}`}`),
  };
}

const FormApiContext = createContext<FormApi | undefined>(undefined);
const perClient = new WeakMap<ApiClient, FormApi>();

/** Provides a form API to a tree (tests pass the fake). @example <FormApiProvider api={fake}>…</FormApiProvider> */
export function FormApiProvider({ api, children }: { api: FormApi; children: ReactNode }) {
  return createElement(FormApiContext.Provider, { value: api }, children);
}

/** The tree's form API, else one over the page's API client. @example const forms = useFormApi(); */
export function useFormApi(): FormApi {
  const provided = useContext(FormApiContext);
  const { api } = useServices();
  if (provided) return provided;
  let made = perClient.get(api);
  if (!made) {
    made = createFormApi(api);
    perClient.set(api, made);
  }
  return made;
}
