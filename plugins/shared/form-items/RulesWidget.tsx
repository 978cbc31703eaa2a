/**
 * A form item's rules (spec 002 §3 "Rules", §5) as an operator thinks of them, not as the wire's list of
 * `{ name, value }` entries: 必須 as a checkbox, the input rule group as one select with Japanese names, the
 * length, number and selection-count limits as number inputs, each date limit as なし / N days from the answer
 * day / a fixed day, and the weekdays as seven checkboxes. Only the rules the item's schema names are drawn
 * (the `name` enum of its rules list). Entries it does not know are kept untouched, so nothing is lost; their
 * errors still show under the field (the frame lists every issue of the list).
 */
import type { ChangeEvent } from 'react';
import { pointerOf, type WidgetProps } from '../../../engine/react/index.ts';
import { japanDay } from '../account-day.ts';
import { ALL_WEEKDAYS, RANGE_RULES, type RuleEntry, TEXT_RULE_TYPES } from './rule-list.ts';

type Lang = 'ja' | 'en';
const text = (lang: Lang, ja: string, en: string) => (lang === 'en' ? en : ja);

const TEXT_RULE_LABELS: Record<(typeof TEXT_RULE_TYPES)[number], [string, string]> = {
  kana: ['カタカナ', 'Katakana'],
  email: ['メールアドレス', 'E-mail address'],
  tel: ['電話番号', 'Phone number'],
  numeric: ['数値', 'Number'],
  date_format: ['日付 (年/月/日)', 'Date (yyyy/mm/dd)'],
  day_of_birth: ['生年月日', 'Date of birth'],
  time: ['時刻', 'Time'],
  zip: ['郵便番号', 'Postal code'],
};

const LIMIT_LABELS: Record<string, [string, string]> = {
  min: ['最小文字数', 'Minimum length'],
  max: ['最大文字数', 'Maximum length'],
  min_value: ['最小値', 'Minimum value'],
  max_value: ['最大値', 'Maximum value'],
  arr_min: ['最小選択数', 'Minimum choices'],
  arr_max: ['最大選択数', 'Maximum choices'],
};

const DATE_LABELS: Record<string, [string, string]> = {
  min_date: ['選択できる最初の日', 'First selectable day'],
  max_date: ['選択できる最後の日', 'Last selectable day'],
};

/** Sun 1, Mon 2, … Sat 64 (spec 002 §3). */
const WEEKDAYS: readonly [string, string][] = [
  ['日', 'Sun'],
  ['月', 'Mon'],
  ['火', 'Tue'],
  ['水', 'Wed'],
  ['木', 'Thu'],
  ['金', 'Fri'],
  ['土', 'Sat'],
];

const isEntry = (entry: unknown): entry is RuleEntry =>
  typeof entry === 'object' && entry !== null && typeof (entry as RuleEntry).name === 'string';

/** The rule names the item's schema accepts: its rules list's `name` enum. */
function acceptedNames(schema: WidgetProps['schema']): readonly string[] {
  const items = (schema as { items?: { properties?: { name?: { enum?: unknown } } } }).items;
  const names = items?.properties?.name?.enum;
  return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
}

/**
 * The list with the entry `name` set to `entry` (undefined removes it), keeping every other entry and the order.
 *
 * @example withRule([{ name: 'required' }], 'max', { name: 'max', value: 20 }) // [{ name: 'required' }, { name: 'max', value: 20 }]
 */
export function withRule(rules: readonly unknown[], name: string, entry: RuleEntry | undefined): unknown[] {
  const at = rules.findIndex((r) => isEntry(r) && r.name === name);
  if (at < 0) return entry ? [...rules, entry] : [...rules];
  return entry ? rules.map((r, i) => (i === at ? entry : r)) : rules.filter((_, i) => i !== at);
}

/**
 * The list with the input rule group set to `type` ('' for none). Changing the group also drops the range rules
 * (spec 002 §4); the plugin's change rule does the same for any other way the list changes.
 *
 * @example withTextType([{ name: 'tel' }, { name: 'max', value: 5 }], 'kana') // [{ name: 'kana' }]
 */
export function withTextType(rules: readonly unknown[], type: string): unknown[] {
  const dropped: readonly string[] = [...TEXT_RULE_TYPES, ...RANGE_RULES];
  const kept = rules.filter((r) => !(isEntry(r) && dropped.includes(r.name)));
  return type ? [...kept, { name: type }] : kept;
}

/**
 * The number typed, as typed: 1.5 stays 1.5 (the schema then refuses it, 〜は整数で入力してください) rather than
 * silently becoming 1. Empty (or unreadable) is undefined.
 */
const numberOf = (event: ChangeEvent<HTMLInputElement>): number | undefined =>
  event.target.value === '' || !Number.isFinite(event.target.valueAsNumber)
    ? undefined
    : event.target.valueAsNumber;

export default function FormItemRulesWidget(props: WidgetProps) {
  const { id, path, schema, value, issues, onChange, onBlur, describedBy } = props;
  const lang: Lang = props.lang === 'en' ? 'en' : 'ja';
  const rules: readonly unknown[] = Array.isArray(value) ? value : [];
  const names = acceptedNames(schema);
  const has = (name: string) => names.includes(name);
  const entry = (name: string) => rules.find((r): r is RuleEntry => isEntry(r) && r.name === name);
  const indexOf = (name: string) => rules.findIndex((r) => isEntry(r) && r.name === name);
  const prefix = pointerOf(path);
  const invalid = (name: string) => {
    const at = indexOf(name);
    return at >= 0 &&
      issues.some((issue) => issue.path === `${prefix}/${at}` || issue.path.startsWith(`${prefix}/${at}/`))
      ? true
      : undefined;
  };
  const set = (name: string, next: RuleEntry | undefined) => onChange(withRule(rules, name, next));

  const textTypes = TEXT_RULE_TYPES.filter(has);
  const chosenType = textTypes.find((type) => entry(type)) ?? '';
  const numberLimits = ['min_value', 'max_value'].filter(
    (name) => has(name) && (chosenType === 'numeric' || entry(name) !== undefined),
  );
  const limits = [...['min', 'max'].filter(has), ...numberLimits, ...['arr_min', 'arr_max'].filter(has)];
  const weekdays = entry('weekdays');
  const dayMask = typeof weekdays?.value === 'number' ? weekdays.value : ALL_WEEKDAYS;

  return (
    <div className="be-object" id={id} aria-describedby={describedBy}>
      {has('required') && (
        <label className="be-radio">
          <input
            type="checkbox"
            className="be-checkbox"
            checked={entry('required') !== undefined}
            onChange={(e) => set('required', e.target.checked ? { name: 'required' } : undefined)}
            onBlur={onBlur}
          />
          {text(lang, '回答を必須にする', 'Answer required')}
        </label>
      )}
      {textTypes.length > 0 && (
        <div className="be-field">
          <label className="be-field__label" htmlFor={`${id}-type`}>
            {text(lang, '入力の形式', 'Input format')}
          </label>
          <select
            id={`${id}-type`}
            className="be-input be-select"
            value={chosenType}
            aria-invalid={chosenType ? invalid(chosenType) : undefined}
            onChange={(e) => onChange(withTextType(rules, e.target.value))}
            onBlur={onBlur}
          >
            <option value="">{text(lang, '指定なし', 'Any text')}</option>
            {textTypes.map((type) => (
              <option key={type} value={type}>
                {TEXT_RULE_LABELS[type][lang === 'en' ? 1 : 0]}
              </option>
            ))}
          </select>
        </div>
      )}
      {limits.map((name) => {
        const current = entry(name)?.value;
        const [ja, en] = LIMIT_LABELS[name] ?? [name, name];
        return (
          <div className="be-field" key={name}>
            <label className="be-field__label" htmlFor={`${id}-${name}`}>
              {text(lang, ja, en)}
            </label>
            <input
              id={`${id}-${name}`}
              type="number"
              className="be-input be-input--number"
              inputMode="numeric"
              min={name === 'arr_max' ? 1 : 0}
              step={1}
              value={typeof current === 'number' ? current : ''}
              aria-invalid={invalid(name)}
              onChange={(e) => {
                const next = numberOf(e);
                set(name, next === undefined ? undefined : { name, value: next });
              }}
              onBlur={onBlur}
            />
          </div>
        );
      })}
      {['min_date', 'max_date'].filter(has).map((name) => {
        const current = entry(name)?.value;
        const mode =
          typeof current === 'number' ? 'relative' : typeof current === 'string' ? 'absolute' : 'none';
        const [ja, en] = DATE_LABELS[name] ?? [name, name];
        const group = `${id}-${name}`;
        return (
          <fieldset className="be-field be-field--group" key={name}>
            <legend className="be-field__label">{text(lang, ja, en)}</legend>
            <div className="be-radios">
              {(
                [
                  ['none', text(lang, '制限なし', 'No limit')],
                  ['relative', text(lang, '回答日から', 'Days from the answer day')],
                  ['absolute', text(lang, '日付を指定', 'A fixed day')],
                ] as const
              ).map(([option, label]) => (
                <label className="be-radio" key={option}>
                  <input
                    type="radio"
                    name={group}
                    checked={mode === option}
                    onChange={() =>
                      set(
                        name,
                        option === 'none'
                          ? undefined
                          : {
                              name,
                              value: option === 'relative' ? 0 : japanDay(new Date()),
                            },
                      )
                    }
                    onBlur={onBlur}
                  />
                  {label}
                </label>
              ))}
            </div>
            {mode === 'relative' && (
              <span className="be-field__row">
                <input
                  id={`${group}-days`}
                  type="number"
                  className="be-input be-input--number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  aria-label={text(lang, `${ja}(回答日から何日後)`, `${en} (days after the answer day)`)}
                  aria-invalid={invalid(name)}
                  value={typeof current === 'number' ? current : ''}
                  onChange={(e) => set(name, { name, value: numberOf(e) ?? 0 })}
                  onBlur={onBlur}
                />
                {text(lang, '日後', 'days later')}
              </span>
            )}
            {mode === 'absolute' && (
              <input
                id={`${group}-day`}
                type="date"
                className="be-input be-input--date"
                aria-label={text(lang, `${ja}(日付)`, `${en} (day)`)}
                aria-invalid={invalid(name)}
                value={typeof current === 'string' ? current : ''}
                onChange={(e) => set(name, { name, value: e.target.value })}
                onBlur={onBlur}
              />
            )}
          </fieldset>
        );
      })}
      {has('weekdays') && (
        <fieldset className="be-field be-field--group">
          <legend className="be-field__label">{text(lang, '選択できる曜日', 'Selectable weekdays')}</legend>
          <div className="be-radios">
            {WEEKDAYS.map(([ja, en], day) => {
              const bit = 1 << day;
              return (
                <label className="be-radio" key={en}>
                  <input
                    type="checkbox"
                    className="be-checkbox"
                    checked={(dayMask & bit) !== 0}
                    aria-invalid={invalid('weekdays')}
                    onChange={(e) => {
                      const mask = e.target.checked ? dayMask | bit : dayMask & ~bit;
                      set('weekdays', { name: 'weekdays', value: mask });
                    }}
                    onBlur={onBlur}
                  />
                  {text(lang, ja, en)}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
