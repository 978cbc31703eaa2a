import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { Lang } from '../../engine/core/index.ts';
import type { ApiResult, PickerItem } from '../api/types.ts';
import { translate } from '../page-i18n.ts';
import { useServices } from '../services.tsx';

/**
 * Runs the picker's create calls (a tag, a friend-info field) one at a time: `busy` while one runs (a second is
 * ignored); a 409 reloads the page (spec 000 §8); a refusal alerts 作成に失敗しました and the server's lines, or
 * 不明なエラーが発生しました without a JSON body; a created item joins the item store and is answered.
 *
 * @example const { busy, create } = useCreateItem('tag', 'ja', setNotice);
 * const tag = await create(() => itemEditApi(api).createTag('VIP', null)); if (tag) select(tag);
 */
export function useCreateItem(kind: string, lang: Lang, onNotice: (lines: string[] | null) => void) {
  const { items, reload } = useServices();
  const [busy, setBusy] = useState(false);
  // The state shows it; the ref guards it: two submits in one tick (Enter twice) both see busy false.
  const running = useRef(false);

  const create = async (call: () => Promise<ApiResult<PickerItem>>): Promise<PickerItem | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    const result = await call().finally(() => {
      running.current = false;
      setBusy(false);
    });
    if (result.status === 409) reload();
    if (!result.ok) {
      onNotice([translate(lang, 'pickerCreateFailed'), ...result.messages]);
      return undefined;
    }
    items.add(kind, result.data);
    onNotice(null);
    return result.data;
  };

  return { busy, create };
}

/**
 * Tells `onDirtyChange` whether a create form holds input, on each change and as clean when it goes away.
 *
 * @example useReportDirty(name !== '', onDirtyChange);
 */
export function useReportDirty(dirty: boolean, onDirtyChange: ((dirty: boolean) => void) | undefined): void {
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
}

/**
 * Enter in a create control's input creates, as a form's Enter would. The controls are not `<form>`s: the friend
 * editor puts one inside its own form, and a form in a form is invalid HTML (the browser drops the inner one, so
 * Enter and 作成 submitted the editor's form natively: a page load that lost the edit). Enter while an IME is
 * composing only confirms the conversion; `preventDefault` also keeps Enter from submitting a form around.
 *
 * @example <input onKeyDown={createOnEnter(() => void submit())} />
 */
export function createOnEnter(create: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    // The picker is a portal: its keys bubble on, through React, to the field that opened it.
    event.stopPropagation();
    create();
  };
}
