import { useMemo } from 'react';
import type { AnyPlugin } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { kindName, useI18n } from '../page-i18n.ts';
import { Link, navigate, useLocation } from '../router.tsx';
import { DemoWidgetServices } from './demo-widget-services.tsx';
import { findPlugin, pluginId } from './inspect.ts';
import { PluginWorkbench } from './PluginWorkbench.tsx';
import './playground.css';

// One registry for the page's lifetime: registration checks every plugin's examples, so it is done once.
const registry = createBuiltInRegistry();

const ALL = '';

function playgroundAddress(kind: string, plugin: AnyPlugin | undefined): string {
  const query = new URLSearchParams();
  if (kind) query.set('kind', kind);
  if (plugin) query.set('plugin', pluginId(plugin));
  const search = query.toString();
  return `/playground${search ? `?${search}` : ''}`;
}

/**
 * プラグイン プレイグラウンド: every registered plugin of every kind, straight from the registry. Adding a plugin
 * to plugins/ is enough to see it here. The choice lives in the address (`?kind=effect&plugin=effect:13`), so a
 * plugin's page can be linked and reloaded.
 */
export default function PlaygroundPage() {
  const { t, lang } = useI18n();
  const { query } = useLocation();
  const kinds = registry.kinds();
  const kindParam = query.get('kind') ?? ALL;
  const kind = kinds.includes(kindParam) ? kindParam : ALL;
  const listed = useMemo(() => registry.plugins(kind || undefined), [kind]);
  const selected = findPlugin(registry, query.get('plugin')) ?? listed[0];

  return (
    <div className="app-page app-pg">
      <h1 className="app-title">{t('playgroundTitle')}</h1>
      <p className="app-lead">{t('playgroundLead')}</p>
      <div className="app-pg-layout">
        <section className="app-pg-sidebar" aria-labelledby="pg-plugins">
          <h2 id="pg-plugins" className="app-heading">
            {t('pluginsHeading')}
          </h2>
          <div className="app-field">
            <label htmlFor="pg-kind">{t('kindFilter')}</label>
            <select
              id="pg-kind"
              className="app-select"
              value={kind}
              onChange={(event) => {
                const next = event.target.value;
                const keep = selected && (!next || selected.kind === next) ? selected : undefined;
                navigate(playgroundAddress(next, keep ?? registry.plugins(next || undefined)[0]), {
                  replace: true,
                });
              }}
            >
              <option value={ALL}>{t('allKinds')}</option>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {kindName(lang, k)}
                </option>
              ))}
            </select>
          </div>
          <p className="app-muted" aria-live="polite">
            {t('pluginCount', { count: listed.length })}
          </p>
          {listed.length === 0 ? (
            <p>{t('noPlugins')}</p>
          ) : (
            <nav aria-label={t('pluginsHeading')}>
              <ul className="app-pg-types">
                {listed.map((plugin) => {
                  const id = pluginId(plugin);
                  const current = selected !== undefined && pluginId(selected) === id;
                  return (
                    <li key={id}>
                      <Link
                        to={playgroundAddress(kind, plugin)}
                        replace
                        aria-current={current ? 'page' : undefined}
                        data-plugin={id}
                      >
                        <span className="app-pg-type-label">{plugin.label[lang]}</span>
                        <span className="app-pg-type-meta">
                          {kind ? '' : `${kindName(lang, plugin.kind)} · `}
                          {plugin.type} · {plugin.key}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          )}
        </section>
        <div className="app-pg-main">
          {selected ? (
            // A fresh store per plugin: the key remounts the workbench when the choice changes.
            <DemoWidgetServices>
              <PluginWorkbench key={pluginId(selected)} registry={registry} plugin={selected} />
            </DemoWidgetServices>
          ) : (
            <p>{t('choosePlugin')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
