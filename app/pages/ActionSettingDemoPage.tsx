import { useId, useState } from 'react';
import {
  ACTION_CALLER_NAMES,
  ACTION_CALLERS,
  type ActionCallerName,
  callerNameOf,
} from '../actions/caller.ts';
import { useI18n } from '../page-i18n.ts';
import { ActionSetting } from '../widgets/ActionSetting.tsx';

/**
 * A small screen that embeds the action setting widget as another screen would (a form's after-answer action),
 * showing the value it would save. The caller select (呼び出し元) plays the embedding screen: an auto response or
 * an open-API trigger with its event chosen, which changes what the action editor allows (friend-info add and
 * subtract, the 外部API連携 condition of an effect).
 */
export default function ActionSettingDemoPage() {
  const { t } = useI18n();
  const [aid, setAid] = useState<number | null>(null);
  const [caller, setCaller] = useState<ActionCallerName>('plain');
  const callerId = useId();
  return (
    <div className="app-page">
      <h1 className="app-title">{t('actionSettingDemoTitle')}</h1>
      <p className="app-lead">{t('actionSettingDemoLead')}</p>
      <section className="app-demo-card">
        <p className="app-muted">{t('actionSettingDemoText')}</p>
        <div className="app-field">
          <label htmlFor={callerId}>{t('actionCaller')}</label>
          <select
            id={callerId}
            className="app-select"
            value={caller}
            onChange={(event) => setCaller(callerNameOf(event.target.value))}
          >
            {ACTION_CALLER_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`actionCaller_${name}`)}
              </option>
            ))}
          </select>
        </div>
        <ActionSetting
          label={t('actionSettingDemoField')}
          value={aid}
          onChange={setAid}
          caller={ACTION_CALLERS[caller]}
        />
        <p className="app-demo-value" data-testid="action-setting-value">
          {t('actionSettingDemoValue', { value: aid ?? 'null' })}
        </p>
      </section>
    </div>
  );
}
