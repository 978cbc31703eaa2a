import { useState } from 'react';
import { useI18n } from '../i18n.ts';
import { ActionSetting } from '../widgets/ActionSetting.tsx';

/**
 * A small screen that embeds the action setting widget as another screen would (a form's after-answer action),
 * showing the value it would save.
 */
export default function ActionSettingDemoPage() {
  const { t } = useI18n();
  const [aid, setAid] = useState<number | null>(null);
  return (
    <div className="app-page">
      <h1 className="app-title">{t('actionSettingDemoTitle')}</h1>
      <p className="app-lead">{t('actionSettingDemoLead')}</p>
      <section className="app-demo-card">
        <p className="app-muted">{t('actionSettingDemoText')}</p>
        <ActionSetting label={t('actionSettingDemoField')} value={aid} onChange={setAid} />
        <p className="app-demo-value" data-testid="action-setting-value">
          {t('actionSettingDemoValue', { value: aid ?? 'null' })}
        </p>
      </section>
    </div>
  );
}
