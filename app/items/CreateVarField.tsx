import { useState } from 'react';
import type { Lang } from '../../engine/core/index.ts';
import { VAR_CHOICE_TYPE } from '../../plugins/shared/var-fields.ts';
import type { PickerItem } from '../api/types.ts';
import { translate } from '../page-i18n.ts';
import { ChoiceEditorDialog } from './ChoiceEditorDialog.tsx';
import { creatableVarTypes } from './kinds.ts';
import { NewVarFieldDialog } from './NewVarFieldDialog.tsx';
import './var-field.css';

/** Props of `CreateVarField`. */
export interface CreateVarFieldProps {
  folder: number | string;
  lang: Lang;
  /** The friend-info types the field being filled accepts (its schema's `'x-item-types'`); absent: any. */
  itemTypes?: readonly number[];
  onCreated(item: PickerItem): void;
  /** The picker's alert: why no field can be created here, or null to clear it. */
  onNotice(lines: string[] | null): void;
}

/**
 * The picker's add-new-field control for friend-info fields (spec 000 §2.1, §2.2, §4): a button opening the
 * new-field form; a created choice-type field opens the choice editor next, and the field is chosen once that
 * closes. When the field being filled accepts no type the form can make, the button alerts instead (spec 002
 * §5 "restricted types").
 *
 * @example <CreateVarField folder={3} lang="ja" itemTypes={[30]} onCreated={select} onNotice={setNotice} />
 */
export function CreateVarField({ folder, lang, itemTypes, onCreated, onNotice }: CreateVarFieldProps) {
  const [step, setStep] = useState<{ at: 'closed' | 'form' } | { at: 'choices'; field: PickerItem }>({
    at: 'closed',
  });
  const types = creatableVarTypes(itemTypes);

  const open = () => {
    if (types.length === 0) {
      onNotice([translate(lang, 'varTypesNotCreatable')]);
      return;
    }
    onNotice(null);
    setStep({ at: 'form' });
  };

  const created = (field: PickerItem) => {
    if (field.type === VAR_CHOICE_TYPE) {
      setStep({ at: 'choices', field });
      return;
    }
    setStep({ at: 'closed' });
    onCreated(field);
  };

  return (
    <div className="app-picker__create">
      <button type="button" className="app-button" aria-haspopup="dialog" onClick={open}>
        {translate(lang, 'varCreateOpen')}
      </button>
      {step.at === 'form' && (
        <NewVarFieldDialog
          folder={folder}
          types={types}
          lang={lang}
          onCreated={created}
          onClose={() => setStep({ at: 'closed' })}
        />
      )}
      {step.at === 'choices' && (
        <ChoiceEditorDialog
          field={step.field}
          lang={lang}
          onDone={() => {
            setStep({ at: 'closed' });
            onCreated(step.field);
          }}
        />
      )}
    </div>
  );
}
