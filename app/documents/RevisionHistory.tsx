import { useCallback, useEffect, useState } from 'react';
import { blockSummaries, type Lang, type PluginContext, type Registry } from '../../engine/core/index.ts';
import type { RevisionEntry } from '../api/types.ts';
import { useI18n } from '../page-i18n.ts';
import { useServices } from '../services.tsx';
import { accountTime } from '../ui/time.ts';
import { documentApi } from './document-api.ts';
import './revision-history.css';

/** How many revisions the server keeps (server/db/revisions.ts REVISIONS_KEPT). */
const KEPT = 50;

/** Props of `RevisionHistory`. */
export interface RevisionHistoryProps {
  /** The document kind ('action', 'funnel'). */
  kind: string;
  /** The document; null (not saved yet) shows nothing. */
  id: number | null;
  /** The revision the editor shows: the list reloads when it changes (a save). */
  revision: number | undefined;
  /** Whether the editor holds unsaved edits: restoring then waits for a save or a discard. */
  dirty: boolean;
  registry: Registry;
  ctx: PluginContext;
  /**
   * After a restore: the host shows the document the server now holds (a new revision) in place; false when it
   * could not, and the page is then reloaded.
   */
  onRestored(): Promise<boolean>;
  /** Asks the operator (the host's confirm dialog); true to go on. */
  confirm(text: string): Promise<boolean>;
}

/**
 * 保存履歴: the document's kept revisions, newest first, with who saved each and when; 開く shows a revision's
 * name and blocks (the plugins' summaries), この版に戻す saves it again as a new revision (nothing is overwritten).
 * Hosted by the action and funnel editors under their block list.
 *
 * @example <RevisionHistory kind="action" id={12} revision={editor.revision} dirty={editor.dirty} … />
 */
export function RevisionHistory(props: RevisionHistoryProps) {
  const { t, lang } = useI18n();
  const services = useServices();
  const api = documentApi(services.api);
  const { kind, id, revision } = props;
  const [entries, setEntries] = useState<RevisionEntry[]>();
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<{ entry: RevisionEntry; lines: string[]; name: string }>();
  const [message, setMessage] = useState<string[]>([]);
  const [restored, setRestored] = useState<number>();
  // The status of a restore holds until the next edit.
  useEffect(() => {
    if (props.dirty) setRestored(undefined);
  }, [props.dirty]);

  const load = useCallback(async () => {
    if (id === null) return;
    const result = await api.documentRevisions(kind, id);
    setFailed(!result.ok);
    if (result.ok) setEntries(result.data.revisions);
  }, [api, kind, id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision (a save) reloads the list.
  useEffect(() => {
    void load();
  }, [load, revision]);

  if (id === null) return null;
  const current = entries?.[0]?.revision;
  const who = (entry: RevisionEntry) => entry.operator?.name ?? t('historyNobody');
  const when = (entry: RevisionEntry) => accountTime(entry.saved_at, lang, 'minute');

  const open = async (entry: RevisionEntry) => {
    const result = await api.documentRevision(kind, id, entry.revision);
    if (!result.ok) {
      setMessage(result.messages);
      return;
    }
    const definition = props.registry.document(kind);
    setShown({
      entry,
      name: definition ? String(result.data[definition.nameField] ?? '') : '',
      lines: describe(props.registry, kind, result.data, props.ctx, lang),
    });
  };
  const restore = async (entry: RevisionEntry) => {
    if (props.dirty) {
      setMessage([t('historyRestoreDirty')]);
      return;
    }
    if (!(await props.confirm(t('historyRestoreConfirm', { revision: entry.revision })))) return;
    const result = await api.restoreRevision(kind, id, entry.revision, revision ?? current ?? 0);
    if (!result.ok) {
      setMessage(result.messages);
      return;
    }
    setMessage([]);
    // In place: focus stays on this button (the confirm dialog gave it back), and the status line says what
    // happened. A reload would start a keyboard user at the top of the page.
    if (await props.onRestored()) setRestored(entry.revision);
    else services.reload();
  };

  return (
    <section className="app-history" aria-labelledby={`history-${kind}-${id}`} data-testid="revision-history">
      <h2 className="app-history__heading" id={`history-${kind}-${id}`}>
        {t('historyHeading')}
      </h2>
      <p className="app-muted app-history__lead">{t('historyLead', { count: KEPT })}</p>
      {failed && <p role="alert">{t('historyLoadFailed')}</p>}
      {message.length > 0 && (
        <div className="app-history__message" role="alert">
          {message.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <p className="app-history__status" role="status">
        {restored !== undefined && message.length === 0 ? t('historyRestored', { revision: restored }) : ''}
      </p>
      {entries && entries.length === 0 && <p>{t('historyEmpty')}</p>}
      {entries && entries.length > 0 && (
        <ol className="app-history__list">
          {entries.map((entry) => (
            <li key={entry.revision} className="app-history__entry">
              <span className="app-history__revision">
                {t('historyRevision')} {entry.revision}
                {entry.revision === current && (
                  <span className="app-history__badge">{t('historyCurrent')}</span>
                )}
              </span>
              <span className="app-history__who">{who(entry)}</span>
              <time className="app-history__when" dateTime={entry.saved_at}>
                {when(entry)}
              </time>
              <span className="app-history__actions">
                <button type="button" className="app-button" onClick={() => void open(entry)}>
                  {t('historyOpen')}
                </button>
                {entry.revision !== current && (
                  <button type="button" className="app-button" onClick={() => void restore(entry)}>
                    {t('historyRestore')}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      {shown && (
        <div className="app-history__shown" data-testid="revision-shown">
          <h3 className="app-history__shown-title">
            {t('historyShown', {
              revision: shown.entry.revision,
              when: when(shown.entry),
              who: who(shown.entry),
            })}
          </h3>
          {shown.name && <p className="app-history__name">{shown.name}</p>}
          <ol>
            {shown.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a read-only text; two may be equal.
              <li key={index}>{line}</li>
            ))}
          </ol>
          <div className="app-history__shown-actions">
            {shown.entry.revision !== current && (
              <button
                type="button"
                className="app-button app-button--primary"
                onClick={() => void restore(shown.entry)}
              >
                {t('historyRestore')}
              </button>
            )}
            <button type="button" className="app-button" onClick={() => setShown(undefined)}>
              {t('historyClose')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

/** One line per top-level block: the plugin's label and summary, as the editor's panels show them. */
function describe(
  registry: Registry,
  kind: string,
  body: Record<string, unknown>,
  ctx: PluginContext,
  lang: Lang,
) {
  const definition = registry.document(kind);
  const list = definition ? body[definition.listField] : undefined;
  if (!definition || !Array.isArray(list)) return [];
  return blockSummaries(registry, definition.blockKind, list, { ...ctx, lang }).map((line) =>
    line.label === null ? String(line.type) : line.text === null ? line.label : `${line.label}: ${line.text}`,
  );
}
