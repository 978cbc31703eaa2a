/**
 * The page a friend answers (GET /f/{code}): server-rendered HTML, every item a plain control, the sections
 * drawn hidden but the first, the form's design applied, its custom CSS neutralised, and one script of our own
 * (/f/_/answer.js, client.ts) that moves between sections and checks answers with documents/form-answers.ts.
 * Its Content-Security-Policy is its own (answerPageCsp): no inline script, styles only by this answer's nonce.
 */
import {
  type AnswerChoice,
  type AnswerForm,
  type AnswerItem,
  type Answers,
  answerKey,
  formPages,
  isAnswered,
  PREFECTURES,
} from '../../documents/form-answers.ts';

/** Where the answering page's script is served. */
export const ANSWER_SCRIPT_PATH = '/f/_/answer.js';

/** Text for HTML: & < > " ' escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The Content-Security-Policy of the answering pages: our script only (same origin, no inline script, no eval),
 * styles only in the elements carrying this answer's nonce (the page's own and the custom CSS), images from the
 * page, data: and https:, fetches to the page's server, forms posted only to it, and never framed.
 *
 * @example answerPageCsp('r4nd0m') // "default-src 'none'; script-src 'self'; style-src 'nonce-r4nd0m'; …"
 */
export function answerPageCsp(nonce: string): string {
  return (
    `default-src 'none'; script-src 'self'; style-src 'nonce-${nonce}'; img-src 'self' data: https:; ` +
    "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
  );
}

/**
 * An image URL the design may use: https only, without characters that could leave a CSS url("…") string.
 *
 * @example allowedImageUrl('https://example.jp/a.png') // true
 * @example allowedImageUrl('javascript:alert(1)') // false
 */
export function allowedImageUrl(url: unknown): url is string {
  return typeof url === 'string' && /^https:\/\/[^\s"'()\\<>]+$/.test(url);
}

/**
 * The custom CSS made safe to put in a <style> element: CSS escapes removed (they could spell @import or url(),
 * `<` written as the CSS escape \3c so nothing can close the element (</style) or open a comment (<!--), every
 * @import dropped, and url(…) kept only for https addresses (others become `none`). It may still restyle the
 * page: that is what it is for. The page's CSP is the second guard (no remote style sheets, no script).
 *
 * @example sanitizeCustomCss('</style><script>x</script>') // '\\3c /style>\\3c script>x\\3c /script>'
 */
export function sanitizeCustomCss(css: string): string {
  return css
    .replace(/\\/g, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi, (_all, _quote, target: string) =>
      allowedImageUrl(target.trim()) ? `url("${target.trim()}")` : 'none',
    )
    .replace(/url\((?!"https:\/\/)/gi, 'none(')
    .replace(/</g, '\\3c ');
}

/** The page's options as the renderer reads them. */
export interface AnswerPageOptions {
  next_button_text?: string;
  submit_button_text?: string;
  submit_confirm_dialog_visible?: number;
  submit_confirm_dialog_text?: string;
  submit_confirm_dialog_submit_text?: string;
  submit_confirm_dialog_cancel_text?: string;
  has_colors?: number;
  button_color?: string;
  bg_color?: string;
  form_bg_color?: string;
  header_bg_image?: string;
  bg_image?: string;
  hide_icon?: number;
  has_cccs?: number;
  custom_css?: string;
  cccs?: { css?: string };
}

/** The form as the page renders it. */
export interface AnswerPageForm extends AnswerForm {
  name?: string;
  title?: string;
  description?: string;
  options?: AnswerPageOptions;
  attr: (AnswerItem & { help?: string; placeholder?: string; input_type?: number; file_type?: number })[];
}

const COLOUR = /^#[0-9A-Fa-f]{6}$/;
const colour = (value: unknown, fallback: string) =>
  typeof value === 'string' && COLOUR.test(value) ? value : fallback;

/** Relative luminance of #RRGGBB (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The text colour on a button of this colour: white while it keeps 3:1 (the buttons' text is large: 1.2rem bold),
 * else near-black, so a light design colour still gives a readable button.
 *
 * @example buttonText('#2196F3') // '#fff'
 * @example buttonText('#FFEB3B') // '#1a1a1a'
 */
export function buttonText(hex: string): string {
  return 1.05 / (luminance(hex) + 0.05) >= 3 ? '#fff' : '#1a1a1a';
}

/** The page's own style: phone first (one column, large touch targets), then the design's colours and images. */
function pageStyle(options: AnswerPageOptions): string {
  const custom = options.has_colors === 1;
  const button = custom ? colour(options.button_color, '#2196F3') : '#2196F3';
  const background = custom ? colour(options.bg_color, '#C5CAE9') : '#C5CAE9';
  const card = custom ? colour(options.form_bg_color, '#CFD8DC') : '#CFD8DC';
  const bgImage = allowedImageUrl(options.bg_image) ? `url("${options.bg_image}")` : 'none';
  const headerImage = allowedImageUrl(options.header_bg_image) ? `url("${options.header_bg_image}")` : 'none';
  return `:root{--lf-button:${button};--lf-button-text:${buttonText(button)};--lf-bg:${background};--lf-card:${card}}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,"Noto Sans JP",sans-serif;font-size:16px;line-height:1.6;color:#1a1a1a;background:var(--lf-bg) ${bgImage} center/cover fixed}
.lf-header{display:flex;align-items:center;gap:12px;padding:16px;min-height:64px;background:#fff ${headerImage} center/cover}
.lf-icon{flex:none;width:40px;height:40px;border-radius:50%;background:var(--lf-button);color:var(--lf-button-text);display:grid;place-items:center;font-weight:bold}
.lf-header h1{margin:0;font-size:1.25rem}
.lf-main{max-width:640px;margin:0 auto;padding:12px}
.lf-card{background:var(--lf-card);border-radius:8px;padding:16px}
.lf-example{border:2px solid #b26a00;background:#fff4e0;color:#5a3600;padding:8px 12px;border-radius:6px;font-weight:bold}
.lf-item{margin:0 0 20px;padding:0;border:0;min-width:0}
.lf-item>label,.lf-item legend{display:block;font-weight:bold;margin-bottom:4px;padding:0}
.lf-required{color:#b00020;font-size:.85em;margin-left:6px}
.lf-help{margin:0 0 6px;color:#333;font-size:.9em;white-space:pre-wrap}
.lf-description{white-space:pre-wrap}
input[type=text],input[type=email],input[type=tel],input[type=date],input[type=file],select,textarea{width:100%;font:inherit;padding:10px;border:1px solid #666;border-radius:6px;background:#fff}
textarea{min-height:8em}
.lf-choice{display:flex;align-items:center;gap:8px;min-height:44px}
.lf-choice input{width:22px;height:22px}
[aria-invalid=true]{border-color:#b00020;outline:2px solid #b00020}
.lf-error{color:#b00020;font-weight:bold;margin:4px 0 0}
.lf-nav{display:flex;gap:12px;justify-content:space-between;margin-top:16px}
.lf-nav button,.lf-dialog button{font:inherit;font-size:1.2rem;min-height:48px;padding:8px 20px;border-radius:24px;border:0;background:var(--lf-button);color:var(--lf-button-text);font-weight:bold}
.lf-nav button.lf-back,.lf-dialog button.lf-cancel{background:#fff;color:#1a1a1a;border:1px solid #666}
.lf-nav button:focus-visible,.lf-dialog button:focus-visible,.lf-file button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
.lf-thanks{white-space:pre-wrap;font-size:1.1em}
.lf-file{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin-top:8px;padding:8px;background:#fff;border-radius:6px}
.lf-file-name{flex:1 1 100%;overflow-wrap:anywhere;font-weight:bold}
.lf-progress{flex:1 1 8em;height:12px}
.lf-file-state{flex:1 1 auto}
.lf-file button{font:inherit;min-height:44px;padding:6px 16px;border-radius:22px;border:1px solid #666;background:#fff;color:#1a1a1a}
[hidden]{display:none!important}
`;
}

const help = (id: string, text: string | undefined) =>
  text ? `<p class="lf-help" id="h-${id}">${escapeHtml(text)}</p>` : '';
const describedBy = (id: string, text: string | undefined) => (text ? `h-${id} e-${id}` : `e-${id}`);
const errorSlot = (id: string) => `<p class="lf-error" id="e-${id}" hidden></p>`;

/** The title of an item with its 必須 mark. */
function titleOf(item: AnswerItem): string {
  const arrMin = item.rules?.find((r) => r.name === 'arr_min')?.value;
  const required =
    item.rules?.some((r) => r.name === 'required') || (typeof arrMin === 'number' && arrMin > 0);
  return `${escapeHtml(item.title ?? '')}${required ? '<span class="lf-required">必須</span>' : ''}`;
}

/** The input type and inputmode of a one-line text by its input rule group. */
function textInput(item: AnswerItem): string {
  const group = item.rules?.find((r) =>
    ['email', 'tel', 'numeric', 'zip', 'time', 'date_format', 'day_of_birth', 'kana'].includes(r.name),
  )?.name;
  if (item.type === 'email' || group === 'email') return 'type="email" autocomplete="email"';
  if (group === 'tel') return 'type="tel" autocomplete="tel"';
  if (group === 'numeric') return 'type="text" inputmode="numeric"';
  if (group === 'zip') return 'type="text" inputmode="numeric" autocomplete="postal-code"';
  return 'type="text"';
}

const choiceId = (choice: AnswerChoice, i: number) => choice.id ?? i + 1;

/** What a file item's picker offers by file_type (1 image, 2 PDF, 3 Word, 4 Excel); the server checks the bytes. */
const FILE_KINDS = [
  { accept: 'image/png,image/jpeg,image/gif', note: '画像(PNG・JPEG・GIF)' },
  { accept: 'application/pdf,.pdf', note: 'PDF' },
  {
    accept:
      '.docx,.doc,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/msword',
    note: 'Wordファイル(.docx・.doc)',
  },
  {
    accept:
      '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel',
    note: 'Excelファイル(.xlsx・.xls)',
  },
];

/** The "other" choice's text box, when the item has one. */
function otherBox(id: string, key: string, choices: readonly AnswerChoice[]): string {
  if (!choices.some((c) => c.type === 'other')) return '';
  return `<label class="lf-other" for="f-${id}__other">その他の内容</label><input type="text" id="f-${id}__other" name="${escapeHtml(key)}__other" maxlength="200" aria-describedby="e-${id}">`;
}

/** One item as plain controls. */
function itemHtml(
  item: AnswerPageForm['attr'][number],
  index: number,
  taken: Record<string, Record<number, number>>,
): string {
  const type = item.type ?? '';
  if (type === 'description' || type === 'description_md') {
    const tag = type === 'description_md' ? 'h2' : 'h3';
    return `<div class="lf-heading">${item.title ? `<${tag}>${escapeHtml(item.title)}</${tag}>` : ''}${
      item.help ? `<p class="lf-help">${escapeHtml(item.help)}</p>` : ''
    }</div>`;
  }
  if (!isAnswered(item)) return '';
  const key = answerKey(item, index);
  const id = `q${index}`;
  const data = `data-key="${escapeHtml(key)}" data-index="${index}" data-type="${escapeHtml(type)}"`;
  const described = describedBy(id, item.help);
  const choices = item.choices ?? [];
  // A capped choice that is full is drawn disabled with its label for full (the server refuses it anyway).
  const full = (choice: AnswerChoice, i: number) =>
    choice.limit_type === 1 &&
    choice.limit_num !== undefined &&
    (taken[key]?.[choiceId(choice, i)] ?? 0) >= choice.limit_num;
  const fullMark = (choice: AnswerChoice, i: number) =>
    full(choice, i) ? `(${escapeHtml(choice.limit_label || '満員')})` : '';
  if (type === 'radio' || type === 'checkbox') {
    const inputType = type === 'radio' ? 'radio' : 'checkbox';
    const options = choices
      .map(
        (choice, i) =>
          `<label class="lf-choice"><input type="${inputType}" name="${escapeHtml(key)}" value="${choiceId(choice, i)}"${
            full(choice, i) ? ' disabled' : ''
          }> ${escapeHtml(choice.label ?? '')}${fullMark(choice, i)}</label>`,
      )
      .join('');
    return `<fieldset class="lf-item" id="f-${id}" ${data} aria-describedby="${described}"><legend>${titleOf(item)}</legend>${help(id, item.help)}${options}${otherBox(id, key, choices)}${errorSlot(id)}</fieldset>`;
  }
  const label = `<label for="f-${id}">${titleOf(item)}</label>${help(id, item.help)}`;
  const common = `id="f-${id}" name="${escapeHtml(key)}" aria-describedby="${described}"`;
  let control: string;
  if (type === 'select' || type === 'prefectures') {
    const list =
      type === 'select'
        ? choices.map(
            (c, i) =>
              `<option value="${choiceId(c, i)}"${full(c, i) ? ' disabled' : ''}>${escapeHtml(c.label ?? '')}${fullMark(c, i)}</option>`,
          )
        : PREFECTURES.map((p) => `<option value="${p}">${p}</option>`);
    control = `<select ${common}><option value="">選択してください</option>${list.join('')}</select>${type === 'select' ? otherBox(id, key, choices) : ''}`;
  } else if (type === 'textarea') {
    control = `<textarea ${common}${item.placeholder ? ` placeholder="${escapeHtml(item.placeholder)}"` : ''}></textarea>`;
  } else if (type === 'datepicker') {
    control =
      item.input_type === 1
        ? `<input type="text" inputmode="numeric" placeholder="2025/04/01" ${common}>`
        : `<input type="date" ${common}>`;
    // A phone's calendar cannot grey out single days: the rule is said next to it (and checked on change).
    if (item.holiday === 'public_holiday_disabled')
      control += '<p class="lf-help">祝日は選択できません。</p>';
  } else if (type === 'file') {
    const kind = FILE_KINDS[(item.file_type ?? 1) - 1] ?? FILE_KINDS[0];
    // The status of the upload (name, progress, state) and its buttons; client.ts fills and shows it.
    control = `<input type="file" accept="${kind.accept}" id="f-${id}" name="${escapeHtml(key)}" aria-describedby="${described} n-${id}"><p class="lf-help" id="n-${id}">${kind.note}(10MBまで)</p><div class="lf-file" id="s-${id}" hidden><span class="lf-file-name"></span><progress class="lf-progress" max="100" value="0" aria-label="アップロードの進み具合"></progress><span class="lf-file-state" role="status"></span><span class="lf-file-buttons"><button type="button" class="lf-file-cancel">キャンセル</button><button type="button" class="lf-file-remove">削除</button></span></div>`;
  } else {
    control = `<input ${textInput(item)} ${common}${item.placeholder ? ` placeholder="${escapeHtml(item.placeholder)}"` : ''}>`;
  }
  return `<div class="lf-item" ${data}>${label}${control}${errorSlot(id)}</div>`;
}

/** JSON for a <script type="application/json"> element: nothing in it can close the element. */
const jsonData = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The frame of every answering page: head with the nonce'd style, header, and the body given. */
function frame(form: AnswerPageForm, nonce: string, body: string, withScript: boolean): string {
  const options = form.options ?? {};
  const title = form.title || form.name || 'フォーム';
  const custom = options.has_cccs === 1 ? (options.custom_css ?? options.cccs?.css ?? '') : '';
  const icon =
    options.hide_icon === 1
      ? ''
      : `<span class="lf-icon" aria-hidden="true">${escapeHtml([...title][0] ?? '')}</span>`;
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${pageStyle(options)}</style>
${custom ? `<style nonce="${nonce}" id="lf-custom-css">${sanitizeCustomCss(custom)}</style>\n` : ''}${withScript ? `<script src="${ANSWER_SCRIPT_PATH}" defer></script>\n` : ''}</head>
<body>
<header class="lf-header">${icon}<h1>${escapeHtml(title)}</h1></header>
<main class="lf-main"><div class="lf-card">
${body}
</div></main>
</body></html>
`;
}

/**
 * The answering page of a form. `example`: the 見本 notice, and the script sends nothing.
 *
 * @example answerPage(form, { code: 'aB3kPq', nonce, example: false })
 */
export function answerPage(
  form: AnswerPageForm,
  page: {
    code: string;
    nonce: string;
    example: boolean;
    /** How many answers took each capped choice (item name → choice id → count). */
    taken?: Record<string, Record<number, number>>;
    /**
     * The answers the script fills in (restore_last): in the JSON data block, never in value attributes, so the
     * custom CSS cannot read them with attribute selectors.
     */
    restore?: Answers;
  },
): string {
  const options = form.options ?? {};
  const pages = formPages(form);
  const sections = pages
    .map((number, at) => {
      const items = form.attr
        .map((item, index) =>
          (item.page ?? pages[0]) === number ? itemHtml(item, index, page.taken ?? {}) : '',
        )
        .join('');
      return `<section class="lf-section" data-page="${number}" aria-label="セクション${at + 1}/${pages.length}"${at === 0 ? '' : ' hidden'}>${items}</section>`;
    })
    .join('\n');
  const notice = page.example
    ? '<p class="lf-example" role="note">見本: このページは見本です。送信しても回答は保存されません。</p>'
    : '';
  const confirm =
    options.submit_confirm_dialog_visible === 0
      ? ''
      : `<dialog class="lf-dialog" id="lf-confirm" aria-labelledby="lf-confirm-text"><p id="lf-confirm-text">${escapeHtml(
          options.submit_confirm_dialog_text || 'この内容で送信します。よろしいですか?',
        )}</p><div class="lf-nav"><button type="button" class="lf-cancel" id="lf-confirm-cancel">${escapeHtml(
          options.submit_confirm_dialog_cancel_text || '戻る',
        )}</button><button type="button" id="lf-confirm-ok">${escapeHtml(
          options.submit_confirm_dialog_submit_text || '送信',
        )}</button></div></dialog>`;
  const data = {
    attr: form.attr,
    pages,
    code: page.code,
    example: page.example,
    ...(page.restore ? { restore: page.restore } : {}),
  };
  const body = `${notice}
${form.description ? `<p class="lf-description">${escapeHtml(form.description)}</p>` : ''}
<noscript><p class="lf-error">このフォームに回答するにはJavaScriptを有効にしてください。</p></noscript>
<form id="lf-form" method="post" action="/f/${escapeHtml(page.code)}/answer" novalidate>
${sections}
<p class="lf-error" id="lf-summary" role="alert" hidden></p>
<div class="lf-nav"><button type="button" class="lf-back" id="lf-back" hidden>戻る</button><button type="button" id="lf-next" data-next="${escapeHtml(
    options.next_button_text || '次へ',
  )}" data-submit="${escapeHtml(options.submit_button_text || '送信')}">${escapeHtml(options.next_button_text || '次へ')}</button></div>
</form>
${confirm}
<div class="lf-thanks" id="lf-thanks" role="status" tabindex="-1" hidden></div>
<script type="application/json" id="lf-data">${jsonData(data)}</script>`;
  return frame(form, page.nonce, body, true);
}

/**
 * A page with one text instead of the form (closed, answered, not found): escaped, line breaks kept.
 *
 * @example closedPage(form, nonce, 'この回答は締め切りました')
 */
export function closedPage(form: AnswerPageForm, nonce: string, text: string): string {
  return frame(form, nonce, `<p class="lf-thanks" role="status">${escapeHtml(text)}</p>`, false);
}
