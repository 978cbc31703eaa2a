import { type BlockSchema, definePlugin, type PluginContext } from '../../engine/core/index.ts';
import { type FactTest, factLogic, factTestsOf, readBack } from '../shared/conditions/json-logic-facts.ts';
import { type ConditionMeaning, type FriendFacts, intOf } from '../shared/conditions/meaning.ts';

/**
 * Response labels (spec 001 §9 "has_response: 0, 1, 12, 11, 10", in that menu order; the labels are ours, see
 * docs/decisions/conditions.md).
 */
const HAS_RESPONSE = [
  { const: 0, title: '指定しない', 'x-title-en': 'Any' },
  { const: 1, title: '反応あり', 'x-title-en': 'Has responded' },
  { const: 12, title: '反応なし', 'x-title-en': 'Never responded' },
  { const: 11, title: '返信済み', 'x-title-en': 'Replied to' },
  { const: 10, title: '未返信', 'x-title-en': 'Awaiting a reply' },
] as const;

/** Registration types (spec 001 §9 "has_type: 0, 1, 11, 2, 12"; plus 10 negates). */
const HAS_TYPE = [
  { const: 0, title: '指定しない', 'x-title-en': 'Any' },
  { const: 1, title: 'LINEで登録', 'x-title-en': 'Registered through LINE' },
  { const: 11, title: 'LINE以外で登録', 'x-title-en': 'Not registered through LINE' },
  { const: 2, title: 'メールで登録', 'x-title-en': 'Registered by e-mail' },
  { const: 12, title: 'メール以外で登録', 'x-title-en': 'Not registered by e-mail' },
] as const;

const schema = {
  type: 'object',
  title: 'その他(反応・登録種別)',
  'x-title-en': 'Other (response or registration type)',
  properties: {
    type: { const: 110 },
    has_response: {
      type: 'integer',
      title: '反応',
      'x-title-en': 'Response',
      oneOf: [...HAS_RESPONSE],
      default: 0,
    },
    has_type: {
      type: 'integer',
      title: '登録種別',
      'x-title-en': 'Registration type',
      oneOf: [...HAS_TYPE],
      default: 0,
    },
  },
  required: ['type', 'has_response'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * Whether the registration-type filter is shown (spec 001 §6): with user-mail (the LINE/mail registration
 * filter), and not in the mail-first mode (user-mail-set-to-expa-mode hides it).
 */
export const showsRegistrationType = (ctx: PluginContext): boolean =>
  ctx.permissions.has('user-mail') && !ctx.permissions.has('user-mail-set-to-expa-mode');

const otherMeaning: ConditionMeaning = {
  type: 110,
  rowOnly: true,
  evaluate(d, friend) {
    const t = otherTest(d);
    if (!t) return 'unknown';
    const responded = friend.last_response_at !== '';
    const latest = latestDirection(friend.messages);
    const responseOk =
      t.response === 0 ||
      (t.response === 1 && responded) ||
      (t.response === 12 && !responded) ||
      (t.response === 11 && responded && latest === 'out') ||
      (t.response === 10 && latest === 'in');
    const registered = t.type % 10;
    const typeOk = t.type === 0 || (friend.register_type === registered) === t.type < 10;
    return responseOk && typeOk;
  },
  compile(d, ctx) {
    const t = otherTest(d);
    if (!t) return 'unknown';
    const { eb } = ctx;
    const parts = [];
    if (t.response === 1 || t.response === 11) parts.push(eb('f.last_response_at', '<>', ''));
    if (t.response === 12) parts.push(eb('f.last_response_at', '=', ''));
    if (t.response === 10 || t.response === 11) {
      // The newest message along friend_messages_by_friend (friend_id, at, id): one index seek.
      const latest = eb
        .selectFrom('friend_messages')
        .select('friend_messages.direction')
        .whereRef('friend_messages.friend_id', '=', 'f.id')
        .orderBy('friend_messages.at', 'desc')
        .orderBy('friend_messages.id', 'desc')
        .limit(1);
      parts.push(eb(latest, '=', t.response === 11 ? 'out' : 'in'));
    }
    if (t.type !== 0) parts.push(eb('f.register_type', t.type < 10 ? '=' : '<>', t.type % 10));
    return eb.and(parts);
  },
};

/**
 * Other (110) as JSON Logic over the friend's facts: responded or not (has_response 1 / 12:
 * `last_response_at` not empty / empty) and the registration route (has_type 1 / 2: `register_type` is it,
 * 11 / 12: is not), `{"and":[…]}` of the parts chosen. The latest message's direction (10, 11) has no form: the
 * newest of a list is no comparison a standard operator makes in one rule. Neither part chosen matches everyone
 * (json-logic-js's empty `and` does not), so it has none either.
 */
const otherJsonLogic = readBack(
  (d) => {
    const t = otherTest(d);
    if (!t || t.response === 10 || t.response === 11) return undefined;
    const tests: FactTest[] = [];
    if (t.response !== 0)
      tests.push({ op: t.response === 1 ? '!==' : '===', fact: 'last_response_at', value: '' });
    if (t.type !== 0)
      tests.push({ op: t.type < 10 ? '===' : '!==', fact: 'register_type', value: t.type % 10 });
    return tests.length ? { and: tests.map(factLogic) } : undefined;
  },
  (logic) => {
    const tests = factTestsOf(logic);
    if (!tests) return undefined;
    const responded = tests.find((t) => t.fact === 'last_response_at');
    const route = tests.find((t) => t.fact === 'register_type');
    return {
      type: 110,
      has_response: responded ? (responded.op === '!==' ? 1 : 12) : 0,
      has_type: typeof route?.value === 'number' ? route.value + (route.op === '===' ? 0 : 10) : 0,
    };
  },
);

/**
 * Response or registration type (condition 110, single use; spec 001 §3, §4, §6, §9).
 */
export const otherCondition = definePlugin({
  kind: 'condition',
  type: 110,
  key: 'other',
  label: { ja: 'その他(反応・登録種別)', en: 'Other (response or registration type)' },
  description: {
    ja: '反応の有無や登録種別で絞り込みます',
    en: 'Filters friends by response or registration type',
  },
  multiplicity: 'single',
  listed: true,
  menuOrder: 100,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 110 as const, has_response: 0 as const, has_type: 0 as const }),
  summary(d, ctx) {
    const response = HAS_RESPONSE.find((choice) => choice.const === d.has_response && choice.const !== 0);
    const type = HAS_TYPE.find((choice) => choice.const === d.has_type && choice.const !== 0);
    if (ctx.lang === 'en')
      return (
        [response?.['x-title-en'], type?.['x-title-en']].filter(Boolean).join(', ') ||
        'Response / registration type (none chosen)'
      );
    return [response?.title, type?.title].filter(Boolean).join('・') || '反応・登録種別(未選択)';
  },
  rules: [
    {
      code: 'action_required',
      path: '/has_response',
      violated: (d) =>
        !d.has_response && !d.has_type ? [{ params: { field: '反応または登録種別' } }] : false,
    },
  ],
  ui: {
    order: ['has_response', 'has_type'],
    visibleWhen: { has_type: (d, ctx) => showsRegistrationType(ctx) || !!d.has_type },
  },
  extras: {
    meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? otherMeaning : undefined,
    jsonLogic: otherJsonLogic,
  },
  examples: {
    valid: [
      { type: 110, has_response: 1, has_type: 0 },
      { type: 110, has_response: 0, has_type: 2 },
      { type: 110, has_response: 12 },
    ],
    invalid: [
      { data: { type: 110, has_response: 0, has_type: 0 }, expect: 'action_required', path: '/has_response' },
      { data: { type: 110, has_response: 2 }, expect: 'enum', path: '/has_response' },
      { data: { type: 110, has_response: 1, has_type: 10 }, expect: 'enum', path: '/has_type' },
    ],
  },
});

/**
 * Response and registration type (110). has_response 0 any, 1 responded at least once, 12 never, 11 返信済み (the
 * friend has written and the chat's latest message is the account's), 10 未返信 (the latest message is the
 * friend's); latest = the newest `at`, then the highest id. has_type 0 any, 1 / 11 the friend was (not) added
 * through LINE (register_type 1), 2 / 12 (not) by e-mail (register_type 2).
 */
function otherTest(d: Record<string, unknown>) {
  const response = intOf(d, 'has_response') ?? 0;
  const type = intOf(d, 'has_type') ?? 0;
  if (![0, 1, 12, 11, 10].includes(response) || ![0, 1, 11, 2, 12].includes(type)) return undefined;
  return { response, type };
}

/** The direction of the chat's latest message, or undefined without messages. */
function latestDirection(messages: FriendFacts['messages']): 'in' | 'out' | undefined {
  let latest: FriendFacts['messages'][number] | undefined;
  for (const message of messages) if (!latest || message.at >= latest.at) latest = message;
  return latest?.direction;
}
