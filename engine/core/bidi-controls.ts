/**
 * The invisible controls that change the direction text is shown in: the embeddings and overrides U+202A–U+202E
 * (LRE, RLE, PDF, LRO, RLO) and the isolates U+2066–U+2069 (LRI, RLI, FSI, PDI). One U+202E in a name shows the
 * rest of it backwards, so a name can read as another (docs/decisions/friend-name-bidi.md). Plain TypeScript
 * with no imports: the server refuses them in what operators write, the console takes them out of what it shows.
 * The marks U+200E / U+200F (LRM, RLM) change no order on their own and are left alone.
 *
 * @example hasBidiControls('abc\u202Etxt.exe') // true
 */

const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
const ALL_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;

/** Whether a text holds a direction control. @example hasBidiControls('佐藤') // false */
export function hasBidiControls(text: string): boolean {
  return CONTROLS.test(text);
}

/** A text without its direction controls, as the console shows a name. @example withoutBidiControls('a\u202Eb') // 'ab' */
export function withoutBidiControls(text: string): string {
  return text.replace(ALL_CONTROLS, '');
}

/**
 * An entry (a document, a folder, a tag…) as lists show it: its name without direction controls; the entry itself
 * when there are none. The stored name is unchanged.
 *
 * @example withShownName({ id: 1, name: 'W \u202Eevil' }).name // 'W evil'
 */
export function withShownName<T extends { name: string }>(entry: T): T {
  return typeof entry.name === 'string' && hasBidiControls(entry.name)
    ? { ...entry, name: withoutBidiControls(entry.name) }
    : entry;
}

/**
 * The refusal of a name holding one, `{field}` the field's name: ours (the spec names none), said once for the
 * document rules (documents/bidi-paths.ts), the friend editor and the item writes on the server.
 */
export const BIDI_CONTROL_MESSAGE = {
  ja: '{field}に文字の表示の向きを変える見えない文字(U+202E など)は使えません',
  en: '{field} cannot hold invisible characters that change the direction text is shown in (such as U+202E)',
} as const;

/** The Japanese refusal for one field. @example bidiControlRefusal('タグ名') // 'タグ名に文字の表示の向きを…' */
export function bidiControlRefusal(field: string): string {
  return BIDI_CONTROL_MESSAGE.ja.replace('{field}', field);
}
