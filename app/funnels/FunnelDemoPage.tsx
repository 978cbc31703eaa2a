import { useId, useState } from 'react';
import { useI18n } from '../i18n.ts';
import { navigate, useLocation } from '../router.tsx';
import type { FunnelMode } from './document.ts';
import { FunnelEditor, type FunnelFinisher } from './FunnelEditor.tsx';
import type { FunnelDocument } from './funnel-api.ts';
import { FUNNEL_DEMO_PATH } from './paths.ts';

const MODES: readonly FunnelMode[] = ['editor', 'funneling', 'board'];
const FINISHERS: readonly FunnelFinisher[] = ['post', 'emit', 'postemit'];

const pick = <T extends string>(value: string | null, choices: readonly T[], fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

/**
 * The funnel editor as other screens embed it (spec 001 §2 "a reusable panel or modal with three modes"): the
 * mode and the finisher are chosen here (and kept in the address, ?mode=board&finisher=emit), and what the
 * editor hands over is shown.
 */
export default function FunnelDemoPage() {
  const { t } = useI18n();
  const { query } = useLocation();
  const mode = pick(query.get('mode'), MODES, 'board');
  const finisher = pick(query.get('finisher'), FINISHERS, 'emit');
  const [emitted, setEmitted] = useState<FunnelDocument | null>(null);
  const ids = { mode: useId(), finisher: useId() };
  const go = (next: { mode?: FunnelMode; finisher?: FunnelFinisher }) => {
    setEmitted(null);
    navigate(`${FUNNEL_DEMO_PATH}?mode=${next.mode ?? mode}&finisher=${next.finisher ?? finisher}`, {
      replace: true,
    });
  };

  return (
    <div className="app-page app-funnel-demo">
      <h1 className="app-title">{t('funnelDemoTitle')}</h1>
      <p className="app-lead">{t('funnelDemoLead')}</p>
      <div className="app-funnel-demo__controls">
        <fieldset className="app-funnel-demo__choice">
          <legend id={ids.mode}>{t('funnelDemoMode')}</legend>
          {MODES.map((value) => (
            <label key={value} className="app-check">
              <input type="radio" name="mode" checked={mode === value} onChange={() => go({ mode: value })} />
              {t(`funnelDemoMode_${value}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="app-funnel-demo__choice">
          <legend id={ids.finisher}>{t('funnelDemoFinisher')}</legend>
          {FINISHERS.map((value) => (
            <label key={value} className="app-check">
              <input
                type="radio"
                name="finisher"
                checked={finisher === value}
                onChange={() => go({ finisher: value })}
              />
              {t(`funnelDemoFinisher_${value}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <FunnelEditor
        key={`${mode}:${finisher}`}
        mode={mode}
        finisher={finisher}
        leaveGuard={false}
        onEmit={setEmitted}
      />
      <section className="app-funnel-demo__emitted" aria-labelledby="funnel-demo-emitted">
        <h2 id="funnel-demo-emitted" className="app-heading">
          {t('funnelDemoEmitted')}
        </h2>
        <pre className="app-demo-value" data-testid="funnel-emitted">
          {emitted ? JSON.stringify(emitted, null, 2) : t('funnelDemoNothing')}
        </pre>
      </section>
    </div>
  );
}
