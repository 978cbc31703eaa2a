/**
 * The playground's side panels. Everything they print is React text (never HTML), so item names and user input
 * that look like markup stay text.
 */
import type { ReactNode } from 'react';
import type { AnyPlugin, Issue, ItemRef } from '../../engine/core/index.ts';
import { kindName, useI18n } from '../page-i18n.ts';
import { type BlockSummary, type InvalidExampleResult, prettyJson } from './inspect.ts';

/** Label, key, type, multiplicity, ability and the rest of a plugin's identity. */
export function PluginFacts({ plugin }: { plugin: AnyPlugin }) {
  const { t, lang } = useI18n();
  const facts: [string, string][] = [
    [t('factKind'), `${kindName(lang, plugin.kind)} (${plugin.kind})`],
    [t('factKey'), plugin.key],
    [t('factType'), String(plugin.type)],
    [t('factMultiplicity'), plugin.multiplicity === 'single' ? t('single') : t('multiple')],
    [t('factAbility'), plugin.ability ?? t('noAbility')],
    [t('factListed'), plugin.listed ? t('listed') : t('unlisted')],
    [t('factVersion'), String(plugin.version)],
  ];
  return (
    <dl className="app-facts" aria-label={t('pluginFacts')}>
      {facts.map(([name, value]) => (
        <div key={name} className="app-fact">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled panel; its heading names the region for assistive technology. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="app-panel" aria-labelledby={id} data-panel={id}>
      <h3 id={id} className="app-panel-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Pretty JSON in a scrollable, keyboard-reachable box. */
export function JsonBlock({ value, label, testId }: { value: unknown; label: string; testId?: string }) {
  return (
    // A scrollable box must be reachable by keyboard, and named; a group, not a landmark, so the panel around
    // it (a region with the same heading) is not announced twice.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this box holds text.
    <div role="group" className="app-json" tabIndex={0} aria-label={label} data-testid={testId}>
      <pre>{prettyJson(value)}</pre>
    </div>
  );
}

/** A list of issues: severity, message, and where (path · code). */
export function IssueItems({ issues, empty }: { issues: readonly Issue[]; empty: string }) {
  const { t } = useI18n();
  if (issues.length === 0) return <p className="app-ok">{empty}</p>;
  return (
    <ul className="app-issues">
      {issues.map((issue, index) => (
        // Issues have no id, and two may share path and code: the position makes the key unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <li key={`${issue.path}|${issue.code}|${index}`} className={`app-issue app-issue--${issue.severity}`}>
          <span className="app-issue-severity">
            {issue.severity === 'error' ? t('severityError') : t('severityWarning')}
          </span>
          <span className="app-issue-message">{issue.message}</span>
          <code className="app-issue-where">
            {issue.path || '/'} · {issue.code}
          </code>
        </li>
      ))}
    </ul>
  );
}

/** The summary line of every block, in list order. */
export function SummaryItems({ summaries }: { summaries: readonly BlockSummary[] }) {
  const { t } = useI18n();
  if (summaries.length === 0) return <p className="app-muted">{t('noBlocks')}</p>;
  return (
    <ol className="app-summaries">
      {summaries.map((summary) => (
        <li key={summary.index}>
          <span className="app-summary-label">
            {summary.label ?? `${t('unknownBlock')} (${String(summary.type)})`}
          </span>
          <span className="app-summary-text">{summary.text ?? t('summaryFailed')}</span>
        </li>
      ))}
    </ol>
  );
}

/** Each invalid example with its data, the expected code and what validation actually reported. */
export function InvalidExamples({ results }: { results: readonly InvalidExampleResult[] }) {
  const { t } = useI18n();
  if (results.length === 0) return <p className="app-muted">{t('noInvalid')}</p>;
  return (
    <ol className="app-invalid">
      {results.map((result, index) => (
        <li
          // Examples are a fixed list of the plugin: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          className={`app-invalid-item ${result.matches ? 'app-invalid-item--ok' : 'app-invalid-item--ng'}`}
        >
          <p className="app-invalid-head">
            <span className="app-mark" aria-hidden="true">
              {result.matches ? '✓' : '✗'}
            </span>
            <span>
              <span className="app-visually-hidden">{result.matches ? t('matches') : t('differs')}: </span>
              {t('expected')}: <code>{result.expect}</code>
              {result.path !== undefined && <code> @ {result.path}</code>}
              {result.note && <span className="app-muted"> {result.note}</span>}
            </span>
          </p>
          <JsonBlock value={result.data} label={`${t('exampleData')} ${index + 1}`} />
          <p className="app-invalid-actual">{t('actual')}</p>
          <IssueItems issues={result.issues} empty={t('noIssues')} />
        </li>
      ))}
    </ol>
  );
}

/** The demo account's items of the kinds a plugin refers to, so ids can be typed before the item picker exists. */
export function DemoItems({
  kinds,
  items,
}: {
  kinds: readonly string[];
  items: Readonly<Record<string, readonly ItemRef[]>>;
}) {
  return (
    <dl className="app-demo-items">
      {kinds.map((kind) => (
        <div key={kind}>
          <dt>
            <code>{kind}</code>
          </dt>
          <dd>
            <ul>
              {(items[kind] ?? []).map((item) => (
                <li key={String(item.id)}>
                  <code>{String(item.id)}</code> {item.name}
                  {item.type !== undefined && <span className="app-muted"> (type {String(item.type)})</span>}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
