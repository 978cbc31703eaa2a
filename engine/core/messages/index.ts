import { en } from './en.ts';
import { ja } from './ja.ts';

export type { CoreMessageCode } from './ja.ts';
export { en, ja };

/** The console's two languages; Japanese is the contract. */
export type Lang = 'ja' | 'en';

/** A catalogue entry: the Japanese text (required) and the English one. */
export interface MessageTexts {
  ja: string;
  en?: string;
}

/** Message catalogues by language, code -> text. Plugins extend them through the registry. */
export interface MessageCatalogue {
  ja: Record<string, string>;
  en: Record<string, string>;
}

/** A fresh catalogue holding the engine's own messages. */
export function createCatalogue(): MessageCatalogue {
  return { ja: { ...ja }, en: { ...en } };
}

/**
 * Fills `{name}` placeholders of a message template.
 *
 * @example fillTemplate('{field}を入力してください', { field: '本文' }) // '本文を入力してください'
 */
export function fillTemplate(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/**
 * The text of a message code in a language, falling back to Japanese, then to the code itself so that a missing
 * text is visible rather than silent.
 *
 * @example messageText('io_busy') // '現在通信中です、OKを押してそのままお待ち下さい。'
 */
export function messageText(
  code: string,
  lang: Lang = 'ja',
  params?: Record<string, unknown>,
  catalogue: MessageCatalogue = defaultCatalogue,
): string {
  const template = catalogue[lang][code] ?? catalogue.ja[code] ?? code;
  return fillTemplate(template, params);
}

const defaultCatalogue = createCatalogue();
