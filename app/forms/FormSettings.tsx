/**
 * The settings panel of the form builder (spec 002 §2 "Form settings panel"): three tabs. Tabs 1 and 2 are the
 * options schema drawn by the engine's schema form (app/forms/form-options.ts); tab 1 adds the after-answer
 * action (the console's action setting widget), tab 2 the custom-CSS warning; tab 3 is the postal-code address
 * fill of each text item asking for a postal code (its `prefs.zip`, edited in the builder's store).
 */
import { useCallback, useMemo, useState } from 'react';
import type { EditorStore, Issue, Lang, PluginContext } from '../../engine/core/index.ts';
import { SchemaForm, useEditorSnapshot, withPluginWidgets } from '../../engine/react/index.ts';
import { composerWidgets } from '../../plugins/shared/composer/index.ts';
import { consoleWidgets } from '../items/widget.ts';
import { useI18n } from '../page-i18n.ts';
import { Tabs } from '../ui/Tabs.tsx';
import { ActionSetting } from '../widgets/ActionSetting.tsx';
import { formOptionsUi, tabSchema } from './form-options.ts';
import type { FormOptions } from './form-wire.ts';

const TABS = ['answers', 'design', 'zip'] as const;

// The texts a friend reads may hold placeholders (documents/form-options.ts `friendText`): the message composer,
// loaded when the answers tab first draws one.
const optionWidgets = withPluginWidgets(consoleWidgets, { widgets: composerWidgets });
type Tab = (typeof TABS)[number];

/** Props of `FormSettings`. */
export interface FormSettingsProps {
  options: FormOptions;
  onChange(options: FormOptions): void;
  actionId: number | null | undefined;
  onActionChange(aid: number | null): void;
  /**
   * The message-copy option (spec 002 §6): shown with the LINE-login permission, offered only when the form
   * requires login.
   */
  messageCopy: 'hidden' | 'disabled' | 'enabled';
  /** The envelope's issues (after a save attempt); those under /options show in their tab. */
  issues: readonly Issue[];
  store: EditorStore;
  lang: Lang;
  ctx: PluginContext;
}

/** The three settings tabs. @example <FormSettings options={o} onChange={set} … /> */
export function FormSettings(props: FormSettingsProps) {
  const { t } = useI18n();
  const [tab, setTab] = useState<Tab>('answers');
  const { options, onChange } = props;
  const change = useCallback(
    (path: readonly (string | number)[], value: unknown) => {
      if (path.length === 1) onChange({ ...options, [String(path[0])]: value });
    },
    [options, onChange],
  );
  const issues = useMemo(
    () =>
      props.issues
        .filter((issue) => issue.path.startsWith('/options/'))
        .map((issue) => ({ ...issue, path: issue.path.slice('/options'.length) })),
    [props.issues],
  );
  const labels: Record<Tab, string> = {
    answers: t('formTabAnswers'),
    design: t('formTabDesign'),
    zip: t('formTabZip'),
  };
  const form = (which: 'answers' | 'design') => (
    <SchemaForm
      schema={tabSchema(which, props.messageCopy === 'enabled' ? [] : ['send_user_message_copy'])}
      value={options}
      onChange={change}
      issues={issues}
      lang={props.lang}
      ui={formOptionsUi as never}
      ctx={props.ctx}
      widgets={optionWidgets}
      idPrefix={`form-options-${which}`}
    />
  );
  return (
    <section className="app-form-settings be-editor" aria-label={t('formSettings')}>
      <h2 className="de-heading">{t('formSettings')}</h2>
      <Tabs<Tab>
        tabs={TABS.map((key) => ({ key, label: labels[key] }))}
        current={tab}
        label={t('formSettings')}
        onChoose={setTab}
        className="app-form-settings__tabs"
      >
        {tab === 'answers' && (
          <>
            {form('answers')}
            {props.messageCopy === 'disabled' && (
              <p className="app-muted">{t('formMessageCopyNeedsLogin')}</p>
            )}
            <ActionSetting
              label={t('formAfterAction')}
              value={props.actionId}
              onChange={props.onActionChange}
            />
          </>
        )}
        {tab === 'design' && (
          <>
            {options.has_cccs === 1 && (
              <p className="app-form-settings__warning" role="note">
                {t('formCssWarning')}
              </p>
            )}
            {form('design')}
          </>
        )}
        {tab === 'zip' && <ZipFill store={props.store} />}
      </Tabs>
    </section>
  );
}

interface ZipItem {
  id: string;
  title: string;
  on: boolean;
}

/** Tab 3: each text item whose input rule is the postal code, with its address-fill switch. */
function ZipFill({ store }: { store: EditorStore }) {
  const { t } = useI18n();
  const signature = useEditorSnapshot(store, () =>
    JSON.stringify(
      store.getChildIds(null).flatMap((id): ZipItem[] => {
        const data = store.getBlock(id)?.data as
          | { swatch_id?: number; title?: string; rules?: { name: string }[]; prefs?: { zip?: number } }
          | undefined;
        if (data?.swatch_id !== 510 || !data.rules?.some((rule) => rule.name === 'zip')) return [];
        return [{ id, title: data.title ?? '', on: data.prefs?.zip === 1 }];
      }),
    ),
  );
  const items = JSON.parse(signature) as ZipItem[];
  if (items.length === 0) return <p className="app-muted">{t('formZipNone')}</p>;
  return (
    <ul className="app-form-zip">
      {items.map((item) => (
        <li key={item.id}>
          <label>
            <input
              type="checkbox"
              checked={item.on}
              onChange={(event) => {
                const prefs = (store.getBlock(item.id)?.data.prefs ?? {}) as Record<string, unknown>;
                store.update(item.id, ['prefs'], { ...prefs, zip: event.target.checked ? 1 : 0 });
              }}
            />{' '}
            {t('formZipFill', { title: item.title || t('formUntitled') })}
          </label>
        </li>
      ))}
    </ul>
  );
}
