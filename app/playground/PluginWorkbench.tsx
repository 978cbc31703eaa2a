import { useEffect, useMemo, useState } from 'react';
import { type AnyPlugin, hasErrors, type Registry } from '../../engine/core/index.ts';
import { BlockListEditor, useEditorSnapshot, useEditorStore } from '../../engine/react/index.ts';
import '../../engine/react/editor.css';
import { schemaItemKinds } from '../../plugins/shared/keywords.ts';
import { createDemoContext, demoItems } from '../demo/items.ts';
import { useI18n } from '../page-i18n.ts';
import {
  blockIssues,
  blockSummaries,
  invalidExampleResults,
  pluginId,
  registryAbilities,
} from './inspect.ts';
import {
  DemoItems,
  InvalidExamples,
  IssueItems,
  JsonBlock,
  Panel,
  PluginFacts,
  SummaryItems,
} from './panels.tsx';

/**
 * One plugin on the bench: its facts, a live editor over its valid examples (wire data), and beside it the data
 * as saved, the current issues, the summaries and the invalid examples. The side panels follow the store
 * through `useEditorSnapshot`, so they update on every change.
 */
export function PluginWorkbench({ registry, plugin }: { registry: Registry; plugin: AnyPlugin }) {
  const { t, lang } = useI18n();
  const ctx = useMemo(() => createDemoContext(lang, registryAbilities(registry)), [lang, registry]);
  const store = useEditorStore({ registry, kind: plugin.kind, initial: plugin.examples.valid, ctx });
  const [status, setStatus] = useState('');

  // The store keeps its context across renders; a language switch hands it the new one (messages, labels).
  useEffect(() => {
    if (store.getContext() !== ctx) store.setContext(ctx);
  }, [store, ctx]);

  const blocks = useEditorSnapshot(store, (snapshot) => snapshot.blocks);
  // `blocks` changes identity exactly when the list does (structural sharing), so this recomputes on change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `blocks` is the change signal for store.serialize().
  const wire = useMemo(() => store.serialize(), [store, blocks]);
  const issues = useMemo(() => blockIssues(registry, plugin.kind, wire, ctx), [registry, plugin, wire, ctx]);
  const summaries = useMemo(
    () => blockSummaries(registry, plugin.kind, wire, ctx),
    [registry, plugin, wire, ctx],
  );
  const invalid = useMemo(() => invalidExampleResults(registry, plugin, ctx), [registry, plugin, ctx]);
  const itemKinds = useMemo(
    () => schemaItemKinds(plugin.schema).filter((kind) => demoItems[kind]?.length),
    [plugin],
  );
  const id = pluginId(plugin).replace(/[^a-z0-9-]/gi, '-');

  const validateAll = () => {
    const found = store.validateAll();
    const errors = found.filter((issue) => issue.severity === 'error').length;
    const warnings = found.length - errors;
    setStatus(found.length === 0 ? t('validatedNone') : t('validatedCount', { errors, warnings }));
  };

  const reset = () => {
    store.load(plugin.examples.valid);
    setStatus(t('resetDone'));
  };

  return (
    <article className="app-bench" aria-labelledby={`${id}-title`} data-plugin={pluginId(plugin)}>
      <header className="app-bench-head">
        <h2 id={`${id}-title`} className="app-bench-title">
          {plugin.label[lang]}
        </h2>
        {plugin.description && (
          <p className="app-muted">{plugin.description[lang] ?? plugin.description.ja}</p>
        )}
        <PluginFacts plugin={plugin} />
      </header>
      <div className="app-bench-grid">
        <section className="app-bench-editor" aria-labelledby={`${id}-editor`}>
          <div className="app-toolbar">
            <h3 id={`${id}-editor`} className="app-panel-title">
              {t('editorHeading')}
            </h3>
            <button type="button" className="app-button" onClick={reset}>
              {t('resetExamples')}
            </button>
            <button type="button" className="app-button app-button--primary" onClick={validateAll}>
              {t('validateAll')}
            </button>
          </div>
          <p className="app-status" role="status">
            {status}
          </p>
          <BlockListEditor store={store} lang={lang} label={`${plugin.label[lang]}: ${t('editorHeading')}`} />
        </section>
        <div className="app-bench-side">
          <Panel id={`${id}-summaries`} title={t('summariesHeading')}>
            <SummaryItems summaries={summaries} />
          </Panel>
          <Panel id={`${id}-issues`} title={t('issuesHeading')}>
            <p className={hasErrors(issues) ? 'app-count app-count--ng' : 'app-count'}>
              {t('severityError')} {issues.filter((i) => i.severity === 'error').length} /{' '}
              {t('severityWarning')} {issues.filter((i) => i.severity === 'warning').length}
            </p>
            <IssueItems issues={issues} empty={t('noIssues')} />
          </Panel>
          <Panel id={`${id}-data`} title={t('liveDataHeading')}>
            <JsonBlock value={wire} label={t('liveDataHeading')} testId="live-data" />
          </Panel>
          {itemKinds.length > 0 && (
            <Panel id={`${id}-items`} title={t('demoItemsHeading')}>
              <DemoItems kinds={itemKinds} items={demoItems} />
            </Panel>
          )}
        </div>
      </div>
      <Panel id={`${id}-invalid`} title={t('invalidHeading')}>
        <InvalidExamples results={invalid} />
      </Panel>
    </article>
  );
}
