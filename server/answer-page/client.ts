/**
 * The answering page's script (bundled by the server into /f/_/answer.js): moves between sections (次へ / 戻る,
 * following the branching choice), checks each section with the same rules as the server
 * (documents/form-answers.ts) before going on or sending, ties each message to its control (aria-describedby,
 * aria-invalid, focus on the first), asks the confirm dialog, and sends the answers as JSON. A file item's file is
 * uploaded as soon as it is chosen (POST /f/{code}/upload, XMLHttpRequest for its progress; cancel and 削除), and
 * the answer names it by the media id and token the server answered. In 見本 mode (mode=example) it sends nothing
 * and says so.
 */

import {
  type AnswerFile,
  type AnswerItem,
  type Answers,
  answerKey,
  asciiAnswer,
  checkAnswers,
  limitDay,
  nextPage,
  normalizeAnswers,
  pageErrors,
  tokyoToday,
} from '../../documents/form-answers.ts';
import { UPLOAD_MAX_BYTES } from '../../engine/machines/upload-rules.ts';

interface PageData {
  attr: AnswerItem[];
  pages: number[];
  code: string;
  example: boolean;
  /** The respondent's last answer to fill in (restore_last), when the form keeps it. */
  restore?: Answers;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

function start(): void {
  const dataElement = byId('lf-data');
  const formElement = byId<HTMLFormElement>('lf-form');
  if (!dataElement || !formElement) return;
  const data = JSON.parse(dataElement.textContent ?? '{}') as PageData;
  const form = { attr: data.attr, pages: data.pages };
  const sections = [...formElement.querySelectorAll<HTMLElement>('section[data-page]')];
  const back = byId<HTMLButtonElement>('lf-back') as HTMLButtonElement;
  const next = byId<HTMLButtonElement>('lf-next') as HTMLButtonElement;
  const summary = byId('lf-summary') as HTMLElement;
  const thanks = byId('lf-thanks') as HTMLElement;
  const dialog = byId<HTMLDialogElement>('lf-confirm');
  const history: number[] = [];
  let current = data.pages[0];
  let sending = false;
  /** Each file item's upload: in progress (its request) or done (what the answer names). */
  const uploads = new Map<string, { request?: XMLHttpRequest; file?: AnswerFile }>();

  const itemBlock = (index: number) => formElement.querySelector<HTMLElement>(`[data-index="${index}"]`);

  /** The answers read from the controls (every section: the rules keep only those on the path). */
  const answers = (): Answers => {
    const out: Answers = {};
    data.attr.forEach((item, index) => {
      const block = itemBlock(index);
      if (!block) return;
      const key = answerKey(item, index);
      const type = item.type ?? '';
      if (type === 'radio' || type === 'checkbox') {
        const checked = [...block.querySelectorAll<HTMLInputElement>(`input[type=${type}]:checked`)].map(
          (i) => Number(i.value),
        );
        if (type === 'checkbox') out[key] = checked;
        else if (checked.length > 0) out[key] = checked[0];
      } else if (type === 'select') {
        const value = block.querySelector('select')?.value ?? '';
        if (value !== '') out[key] = Number(value);
      } else if (type === 'file') {
        const file = uploads.get(key)?.file;
        if (file) out[key] = file;
      } else {
        const control = block.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
          'input:not([name$="__other"]),textarea,select',
        );
        if (control && control.value !== '') out[key] = control.value;
      }
      const other = block.querySelector<HTMLInputElement>('input[name$="__other"]');
      if (other && other.value !== '') out[`${key}__other`] = other.value;
    });
    // Full-width digits (１２３) are sent as 123: the rules read them so, and the server converts them too.
    return normalizeAnswers(form, out);
  };

  const ctx = () => ({ today: tokyoToday(Date.now()) });

  // restore_last: the last answer fills the controls (set as properties: the page's attributes stay empty).
  if (data.restore) {
    const restore = data.restore;
    data.attr.forEach((item, index) => {
      const block = itemBlock(index);
      const key = answerKey(item, index);
      const value = restore[key];
      if (!block || value === undefined) return;
      const type = item.type ?? '';
      if (type === 'radio' || type === 'checkbox') {
        const chosen = (Array.isArray(value) ? value : [value]).map(String);
        for (const input of block.querySelectorAll<HTMLInputElement>(`input[type=${type}]`))
          input.checked = !input.disabled && chosen.includes(input.value);
      } else if (type !== 'file') {
        const control = block.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
          'input:not([name$="__other"]),textarea,select',
        );
        if (control && typeof value !== 'object')
          control.value = control.type === 'date' ? String(value).replaceAll('/', '-') : String(value);
      }
      const other = block.querySelector<HTMLInputElement>('input[name$="__other"]');
      const otherText = restore[`${key}__other`];
      if (other && typeof otherText === 'string') other.value = otherText;
    });
  }

  /** The rules' messages, and for a file still uploading a request to wait (on one section, or all). */
  const errorsOf = (all: Answers, page?: number): Record<string, string> => {
    const errors =
      page === undefined ? checkAnswers(form, all, ctx()).errors : pageErrors(form, page, all, ctx());
    for (const [key, upload] of uploads)
      if (upload.request) errors[key] = 'アップロード中です。完了するまでお待ちください';
    return errors;
  };

  // A calendar's own picker offers only the days the rules accept (the rules still check a typed day).
  data.attr.forEach((item, index) => {
    const input = itemBlock(index)?.querySelector<HTMLInputElement>('input[type=date]');
    if (!input) return;
    const { today } = ctx();
    const min = limitDay(item, 'min_date', today);
    const max = limitDay(item, 'max_date', today);
    if (min) input.min = min;
    if (max) input.max = max;
  });

  /** Shows the messages of one section (or of every item, from the server), focusing the first; true when none. */
  const showErrors = (errors: Record<string, string>, scope?: number, focus = true): boolean => {
    let first: HTMLElement | null = null;
    data.attr.forEach((item, index) => {
      const block = itemBlock(index);
      if (!block) return;
      const section = block.closest<HTMLElement>('section[data-page]');
      if (scope !== undefined && section?.dataset.page !== String(scope)) return;
      const message = errors[answerKey(item, index)];
      const slot = block.querySelector<HTMLElement>('.lf-error');
      const controls = block.querySelectorAll<HTMLElement>('input,select,textarea');
      if (slot) {
        slot.textContent = message ?? '';
        slot.hidden = !message;
      }
      for (const control of controls) {
        if (message) control.setAttribute('aria-invalid', 'true');
        else control.removeAttribute('aria-invalid');
      }
      if (message && !first) first = controls[0] ?? block;
    });
    const count = Object.keys(errors).length;
    summary.textContent = count > 0 ? `入力内容に誤りがあります(${count}件)。` : '';
    summary.hidden = count === 0;
    if (first && focus) (first as HTMLElement).focus();
    return count === 0;
  };

  /** Draws the current section, the 戻る button and the 次へ/送信 label. */
  const draw = () => {
    for (const section of sections) section.hidden = section.dataset.page !== String(current);
    back.hidden = history.length === 0;
    next.textContent =
      nextPage(form, current, answers()) === 'submit'
        ? (next.dataset.submit ?? '送信')
        : (next.dataset.next ?? '次へ');
  };

  const showThanks = (text: string) => {
    formElement.hidden = true;
    thanks.textContent = text;
    thanks.hidden = false;
    thanks.focus();
  };

  const send = async () => {
    if (sending) return;
    const all = answers();
    if (!showErrors(errorsOf(all))) return;
    sending = true;
    next.disabled = true;
    try {
      const response = await fetch(`/f/${data.code}/answer${data.example ? '?mode=example' : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ answers: all }),
        credentials: 'same-origin',
      });
      const body = (await response.json()) as {
        text?: string;
        redirect?: string;
        messages?: string[];
        errors?: Record<string, string[]>;
      };
      if (response.ok && body.redirect) {
        window.location.assign(body.redirect);
        return;
      }
      if (response.ok) return showThanks(body.text ?? '');
      // Too many posts from this address (429): said above the buttons, the answers kept for a later try.
      if (response.status === 429) {
        summary.textContent =
          body.messages?.[0] ?? '送信が多すぎます。しばらくしてからもう一度お試しください。';
        summary.hidden = false;
        return;
      }
      if (response.status === 422 && body.errors) {
        const flat = Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k, v[0]]));
        showErrors(flat);
        return;
      }
      return showThanks(
        body.messages?.join('\n') || '送信できませんでした。時間をおいてもう一度お試しください。',
      );
    } catch {
      summary.textContent = '送信できませんでした。通信環境を確認してもう一度お試しください。';
      summary.hidden = false;
    } finally {
      sending = false;
      next.disabled = false;
    }
  };

  // Pressing a button must not take the focus first: the field left would be checked on its change event, its
  // message would go, the section would get shorter and the button would move up from under the pointer, so the
  // release would land beside it and the tap would do nothing (found by the journey e2e; the console's save
  // buttons do the same). The click handlers read every control themselves.
  for (const button of [next, back]) button.addEventListener('mousedown', (event) => event.preventDefault());
  next.addEventListener('click', () => {
    const all = answers();
    if (!showErrors(errorsOf(all, current), current)) return;
    const to = nextPage(form, current, all);
    if (to === 'submit') {
      if (dialog) dialog.showModal();
      else void send();
      return;
    }
    history.push(current);
    current = to;
    draw();
    sections
      .find((s) => s.dataset.page === String(current))
      ?.querySelector<HTMLElement>('input,select,textarea')
      ?.focus();
  });
  back.addEventListener('click', () => {
    const to = history.pop();
    if (to === undefined) return;
    current = to;
    showErrors({});
    draw();
  });
  // A shown message is checked again as the friend corrects the answer (focus stays where it is). An answer typed
  // in full-width digits (a number, a phone number, a postal code, a time, a date) is shown in ASCII once the box
  // is left, as it will be sent (not while typing: the IME).
  formElement.addEventListener('change', (event) => {
    const box = event.target;
    if (
      box instanceof HTMLInputElement &&
      (box.type === 'text' || box.type === 'tel') &&
      !box.name.endsWith('__other')
    ) {
      const item = data.attr[Number(box.closest<HTMLElement>('[data-index]')?.dataset.index)];
      if (item && asciiAnswer(item, box.value) !== box.value) box.value = asciiAnswer(item, box.value);
    }
    draw();
    if (!summary.hidden) showErrors(errorsOf(answers(), current), current, false);
  });
  formElement.addEventListener('submit', (event) => event.preventDefault());
  byId('lf-confirm-cancel')?.addEventListener('click', () => dialog?.close());
  byId('lf-confirm-ok')?.addEventListener('click', () => {
    dialog?.close();
    void send();
  });
  /** One item's message (or none), without touching the others. */
  const itemError = (index: number, message: string | undefined) => {
    const block = itemBlock(index);
    const slot = block?.querySelector<HTMLElement>('.lf-error');
    if (!block || !slot) return;
    slot.textContent = message ?? '';
    slot.hidden = !message;
    const input = block.querySelector<HTMLInputElement>('input[type=file]');
    if (message) input?.setAttribute('aria-invalid', 'true');
    else input?.removeAttribute('aria-invalid');
  };

  // File items: the file is uploaded when chosen, with its progress, a cancel button while it goes, and 削除 after.
  data.attr.forEach((item, index) => {
    if (item.type !== 'file') return;
    const block = itemBlock(index);
    const input = block?.querySelector<HTMLInputElement>('input[type=file]');
    const status = block?.querySelector<HTMLElement>('.lf-file');
    if (!block || !input || !status) return;
    const key = answerKey(item, index);
    const name = status.querySelector('.lf-file-name') as HTMLElement;
    const progress = status.querySelector('progress') as HTMLProgressElement;
    const state = status.querySelector('.lf-file-state') as HTMLElement;
    const cancel = status.querySelector('.lf-file-cancel') as HTMLButtonElement;
    const remove = status.querySelector('.lf-file-remove') as HTMLButtonElement;
    const show = (text: string, busy: boolean, done: boolean) => {
      status.hidden = false;
      state.textContent = text;
      progress.hidden = !busy;
      cancel.hidden = !busy;
      remove.hidden = !done;
    };
    const clear = (message?: string) => {
      uploads.delete(key);
      input.value = '';
      status.hidden = true;
      itemError(index, message);
    };
    const fail = (message: string) => {
      clear(message);
      input.focus();
    };
    input.addEventListener('change', () => {
      uploads.get(key)?.request?.abort();
      const file = input.files?.[0];
      if (!file) return clear();
      if (file.size > UPLOAD_MAX_BYTES) return fail('ファイルサイズは10MB以下にしてください');
      itemError(index, undefined);
      const request = new XMLHttpRequest();
      uploads.set(key, { request });
      name.textContent = file.name;
      progress.value = 0;
      show('アップロード中…', true, false);
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) progress.value = Math.round((event.loaded / event.total) * 100);
      });
      request.addEventListener('load', () => {
        if (uploads.get(key)?.request !== request) return;
        let body: { media_id?: number; token?: string; messages?: string[] } = {};
        try {
          body = JSON.parse(request.responseText);
        } catch {
          // not JSON: the generic message below
        }
        if (request.status === 200 && typeof body.media_id === 'number') {
          uploads.set(key, {
            file: { media_id: body.media_id, token: body.token ?? '', filename: file.name },
          });
          show('アップロード完了', false, true);
          if (!summary.hidden) showErrors(errorsOf(answers(), current), current, false);
          return;
        }
        fail(body.messages?.[0] ?? 'アップロードできませんでした。もう一度お試しください。');
      });
      request.addEventListener('error', () =>
        fail('アップロードできませんでした。通信環境を確認してもう一度お試しください。'),
      );
      request.open(
        'POST',
        `/f/${data.code}/upload?item=${encodeURIComponent(key)}${data.example ? '&mode=example' : ''}`,
      );
      request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
      const body = new FormData();
      body.append('file', file);
      request.send(body);
    });
    cancel.addEventListener('click', () => {
      const request = uploads.get(key)?.request;
      uploads.delete(key);
      request?.abort();
      clear();
      show('キャンセルしました', false, false);
      input.focus();
    });
    remove.addEventListener('click', () => {
      clear();
      input.focus();
    });
  });

  draw();
}

start();
