/**
 * The "other" schemes a rich-menu button may open (actype 3, spec 001 §9 "3 other (scheme list)", default 100).
 * The specification names no list: these codes and LINE URLs are this project's (docs/decisions/richmenu-actions.md),
 * LINE's documented `https://line.me/R/nv/...` schemes. The LINE export (a later step) reads `SCHEME_URLS`.
 */

/** The choices, as the schema's `oneOf` of the `scheme` field. */
export const SCHEME_CHOICES = [
  { const: 100, title: 'カメラを起動', 'x-title-en': 'Open the camera' },
  { const: 101, title: 'カメラロールを開く(1枚)', 'x-title-en': 'Open the camera roll (one image)' },
  { const: 102, title: 'カメラロールを開く(複数枚)', 'x-title-en': 'Open the camera roll (several images)' },
  { const: 103, title: '位置情報を送信', 'x-title-en': 'Send a location' },
  { const: 104, title: 'このアカウントを友だちに紹介', 'x-title-en': 'Recommend this account to friends' },
] as const;

/** A scheme code of the list. */
export type SchemeCode = (typeof SCHEME_CHOICES)[number]['const'];

/** The LINE URL each scheme opens; `{basic_id}` is the account's id, filled in by the export. */
export const SCHEME_URLS: Readonly<Record<SchemeCode, string>> = {
  100: 'https://line.me/R/nv/camera/',
  101: 'https://line.me/R/nv/cameraRoll/single',
  102: 'https://line.me/R/nv/cameraRoll/multi',
  103: 'https://line.me/R/nv/location/',
  104: 'https://line.me/R/nv/recommendOA/{basic_id}',
};

/** The default scheme of a new "other" button (spec 001 §9). */
export const DEFAULT_SCHEME = 100 satisfies SchemeCode;

/** One scheme's choice by code, or undefined. @example schemeOf(100)?.title // 'カメラを起動' */
export function schemeOf(code: unknown) {
  return SCHEME_CHOICES.find((scheme) => scheme.const === code);
}
