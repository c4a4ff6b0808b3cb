import '../texts';
import type { FieldErrors, JsonSchema, UiSchema } from '@app/contract';
// @rjsf/core with our own templates and widgets, no theme: @rjsf/antd's templates draw each item
// in antd's Form.Item, which brings the whole of antd's Form; every item kind draws its own widget.
import Form, { type FormProps } from '@rjsf/core';
import type { RegistryFieldsType, RegistryWidgetsType, RJSFSchema, UiSchema as RjsfUiSchema } from '@rjsf/utils';
import { type Ref, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { type Answers, firstErrorKey, itemsOf, scrollToItem, serverErrorSchema, visibleAnswers } from './answers';
import {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
} from './templates';
import { createFormValidator } from './validator';
import { DateWidget } from './widgets/DateWidget';
import { DictWidget } from './widgets/DictWidget';
import { EquipmentWidget } from './widgets/EquipmentWidget';
import { MeasureWidget } from './widgets/MeasureWidget';
import { MemberWidget } from './widgets/MemberWidget';
import { NumberUnitWidget } from './widgets/NumberUnitWidget';
import { PassFailWidget } from './widgets/PassFailWidget';
import { PhotoField } from './widgets/PhotoField';
import { SectionField } from './widgets/SectionField';
import { SignatureField } from './widgets/SignatureField';
import { TextareaWidget, TextWidget } from './widgets/TextWidgets';

/** The widgets and fields FORM_WIDGETS names, and the plain inputs drawn our way. */
const WIDGETS: RegistryWidgetsType<Answers, RJSFSchema> = {
  TextWidget,
  TextareaWidget,
  textarea: TextareaWidget,
  numberUnit: NumberUnitWidget,
  date: DateWidget,
  passFail: PassFailWidget,
  measure: MeasureWidget,
  equipment: EquipmentWidget,
  member: MemberWidget,
  dict: DictWidget,
};
const FIELDS: RegistryFieldsType<Answers, RJSFSchema> = {
  section: SectionField,
  photo: PhotoField,
  signature: SignatureField,
};
const TEMPLATES: FormProps<Answers, RJSFSchema>['templates'] = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  DescriptionFieldTemplate,
};

/** What a page asks of the renderer. */
export interface FormRendererHandle {
  /** Checks the answers, shows what is wrong under the items and scrolls to the first; true when valid. */
  validate(): boolean;
  /** Scrolls to an item (the first the server refused, say). */
  scrollTo(key: string): void;
}

export interface FormRendererProps {
  schema: JsonSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  onChange?(data: Record<string, unknown>): void;
  readOnly?: boolean;
  /** The server's field errors (code 2 `errdata`), keyed by item key (`item.row.column` in a table). */
  errors?: FieldErrors;
  ref?: Ref<FormRendererHandle>;
}

/** The answers a form saves: those of the items shown, without sections (see visibleAnswers). */
export function answersToSave(schema: JsonSchema, uiSchema: UiSchema, data: Answers): Answers {
  return visibleAnswers(itemsOf(schema, uiSchema), data);
}

/**
 * Draws a form version (its JSON Schema and UI schema as the form model writes them) with the item
 * kinds' own widgets: editable, or read-only with answers shown plainly (a page only reading a form
 * draws FormView instead, which reads the same without loading @rjsf). Items hidden by their
 * `showWhen` are not drawn and their answers not checked. The answers are checked here for instant
 * feedback; the server checks them again and its field errors show under the items too.
 */
export function FormRenderer({ schema, uiSchema, formData, onChange, readOnly, errors, ref }: FormRendererProps) {
  const items = useMemo(() => itemsOf(schema, uiSchema), [schema, uiSchema]);
  const validator = useMemo(() => createFormValidator((data) => visibleAnswers(items, data)), [items]);
  const ui = useMemo(
    () =>
      ({
        ...uiSchema,
        'ui:submitButtonOptions': { norender: true },
        'ui:title': '',
      }) as RjsfUiSchema<Answers, RJSFSchema>,
    [uiSchema],
  );
  const extraErrors = useMemo(() => serverErrorSchema(errors), [errors]);
  const form = useRef<{ validateForm(): boolean; state?: { errorSchema?: object } } | null>(null);
  // Once the filler has asked for a check, each change is checked again at once.
  const [checking, setChecking] = useState(false);

  useImperativeHandle(
    ref,
    () => ({
      validate() {
        setChecking(true);
        const valid = form.current?.validateForm() ?? true;
        if (!valid) {
          const errorSchema = (form.current?.state?.errorSchema ?? {}) as Record<string, unknown>;
          const key = firstErrorKey(items, errorSchema as FieldErrors);
          if (key) setTimeout(() => scrollToItem(key), 0);
        }
        return valid;
      },
      scrollTo: scrollToItem,
    }),
    [items],
  );

  return (
    <Form
      ref={form as never}
      schema={schema as RJSFSchema}
      uiSchema={ui}
      formData={formData}
      validator={validator}
      widgets={WIDGETS}
      fields={FIELDS}
      templates={TEMPLATES}
      readonly={readOnly}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      liveValidate={checking && !readOnly ? 'onChange' : false}
      experimental_defaultFormStateBehavior={{
        arrayMinItems: { populate: 'never' },
        emptyObjectFields: 'skipEmptyDefaults',
      }}
      formContext={{ labelAlign: 'left' }}
      onChange={(event) => onChange?.((event.formData ?? {}) as Answers)}
      onSubmit={() => undefined}
    />
  );
}
