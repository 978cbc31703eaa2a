import {
  type BlockSchema,
  definePlugin,
  type PluginContext,
  truncateWidth,
} from '../../engine/core/index.ts';
import {
  commonActionProperties,
  commonActionRules,
  HIDDEN_ACTION_FIELDS,
  isHttpOrLineUrl,
  keyboardNote,
  richmenuActionMessages,
} from '../shared/richmenu-actions/index.ts';
import { quoteIn } from '../shared/summary.ts';

/** The longest URL (spec 001 §5, §9). */
export const URL_MAX = 900;

const schema = {
  type: 'object',
  title: 'URL',
  'x-title-en': 'URL',
  properties: {
    actype: { const: 0 },
    url: { type: 'string', minLength: 1, maxLength: URL_MAX, title: 'URL', 'x-title-en': 'URL' },
    liff_size: {
      type: 'string',
      title: '表示サイズ',
      'x-title-en': 'Display size',
      oneOf: [
        { const: 'legacy', title: 'デフォルト', 'x-title-en': 'Default' },
        { const: 'compact', title: 'コンパクト', 'x-title-en': 'Compact' },
        { const: 'tall', title: 'トール', 'x-title-en': 'Tall' },
        { const: 'full', title: 'フル', 'x-title-en': 'Full' },
      ],
      default: 'legacy',
    },
    ...commonActionProperties,
  },
  required: ['actype', 'url', 'liff_size'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * The label of the legacy display size: it opens the page as the account's link setting says (spec 001 §7
 * `GET /api/line/account/setting/message`, the `lineUrlOpensExternal` flag; in-chat browser when not known).
 *
 * @example legacySizeLabel(createContext({ flags: { lineUrlOpensExternal: true } })) // 'デフォルト(外部ブラウザで開く)'
 */
export function legacySizeLabel(ctx: PluginContext): string {
  const external = ctx.flags.lineUrlOpensExternal === true;
  if (ctx.lang === 'en') return external ? 'Default (external browser)' : 'Default (in-chat browser)';
  return external ? 'デフォルト(外部ブラウザで開く)' : 'デフォルト(LINE内ブラウザで開く)';
}

/** The display sizes with their labels in the context's language, the legacy one read from the account. */
function sizeOptions(ctx: PluginContext) {
  return schema.properties.liff_size.oneOf.map((size) => ({
    value: size.const,
    label:
      size.const === 'legacy' ? legacySizeLabel(ctx) : ctx.lang === 'en' ? size['x-title-en'] : size.title,
  }));
}

/**
 * Open a URL (actype 0, spec 001 §3, §5, §9): an http(s) URL, a `line://` URL or a form placeholder
 * `[FORM_xxxxxx]`, at most 900 characters, shown at a display size (legacy, compact, tall, full).
 */
export const urlRichmenuAction = definePlugin({
  kind: 'richmenu-action',
  type: 0,
  key: 'url',
  typeField: 'actype',
  label: { ja: 'URLを開く', en: 'Open a URL' },
  description: { ja: 'タップでURLを開きます', en: 'Opens a URL when tapped' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({
    actype: 0 as const,
    url: '',
    liff_size: 'legacy' as const,
    input_option: 'none' as const,
  }),
  summary(d, ctx) {
    const url = truncateWidth(d.url ?? '', 20);
    const note = keyboardNote(d.input_option, ctx);
    if (ctx.lang === 'en')
      return url ? `Open URL ${quoteIn('en', url)}${note}` : `Open a URL (not set)${note}`;
    return url ? `URL${quoteIn('ja', url)}を開く${note}` : `URLを開く(未設定)${note}`;
  },
  rules: [
    {
      code: 'richmenu_url_format',
      path: '/url',
      violated: (d) => d.url !== '' && !isHttpOrLineUrl(d.url, { allowFormTag: true }),
    },
    ...commonActionRules(),
  ],
  messages: richmenuActionMessages,
  ui: {
    order: ['url', 'liff_size', 'label', 'input_option'],
    hidden: HIDDEN_ACTION_FIELDS,
    inputs: { liff_size: (_d, ctx) => ({ widget: 'options', options: sizeOptions(ctx) }) },
  },
  examples: {
    valid: [
      { actype: 0, url: 'https://example.com/shop?id=1', liff_size: 'legacy' },
      { actype: 0, url: 'line://nv/profile', liff_size: 'tall', label: 'プロフィール' },
      { actype: 0, url: '[FORM_ab12CD]', liff_size: 'full', input_option: 'closeRichMenu' },
    ],
    invalid: [
      { data: { actype: 0, url: '', liff_size: 'legacy' }, expect: 'required', path: '/url' },
      {
        data: { actype: 0, url: 'ftp://example.com', liff_size: 'legacy' },
        expect: 'richmenu_url_format',
        path: '/url',
      },
      {
        data: { actype: 0, url: `https://example.com/${'a'.repeat(900)}`, liff_size: 'legacy' },
        expect: 'maxLength',
        path: '/url',
      },
      {
        data: { actype: 0, url: 'https://example.com', liff_size: 'huge' },
        expect: 'enum',
        path: '/liff_size',
      },
      {
        data: {
          actype: 0,
          url: 'https://example.com',
          liff_size: 'legacy',
          bounds: { x: 2000, y: 0, width: 600, height: 400 },
        },
        expect: 'richmenu_bounds_outside',
        path: '/bounds',
      },
    ],
  },
});
