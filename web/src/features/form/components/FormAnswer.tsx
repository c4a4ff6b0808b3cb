import type { FormColumn, FormItem, MeasureOptions } from '@app/contract';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { type Answers, isSignature } from './answer-data';
import { ItemFrame } from './ItemFrame';
import { Plain } from './widgets/common';
import { DictLabel, EquipmentLabel, MemberLabel } from './widgets/labels';
import { PhotoThumbnails, photoRefs } from './widgets/PhotoThumbnails';
import { SignatureImage } from './widgets/SignatureImage';
import { DateValue, MeasureValue, NumberValue, PassFailValue, TextareaValue, TextValue } from './widgets/values';

/*
 * The parts of FormView (a filled form, read): one answer as its kind's widget reads it, under its
 * title. No @rjsf here, nor anything importing it.
 */

/** What drawing one answer needs: an item's or a table column's kind and options. */
export interface Field {
  kind: FormItem['kind'];
  title: string;
  unit?: string;
  measure?: MeasureOptions;
  dictCode?: string;
}

export const fieldOf = (item: FormItem | FormColumn): Field => ({
  kind: item.kind,
  title: item.title,
  unit: 'unit' in item ? item.unit : undefined,
  measure: 'measure' in item ? item.measure : undefined,
  dictCode: 'dictCode' in item ? item.dictCode : undefined,
});

export const record = (value: unknown): Answers =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Answers) : {};

/** An item or a cell read: its title above (required marked *), its answer under it. */
export const Labelled = ItemFrame;

export function Description({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <div style={{ color: token.colorTextDescription, marginTop: 4 }}>{children}</div>;
}

/** One answer as the kind's widget reads it; a dash when there is none. */
export function AnswerValue({ field, value }: { field: Field; value: unknown }) {
  switch (field.kind) {
    case 'text':
      return <TextValue value={value} />;
    case 'textarea':
      return <TextareaValue value={value} />;
    case 'number':
      return <NumberValue value={value} unit={field.unit} />;
    case 'date':
      return <DateValue value={value} />;
    case 'passFail':
      return <PassFailValue value={value} />;
    case 'measure':
      return <MeasureValue value={value} measure={field.measure} />;
    case 'photo': {
      const refs = photoRefs(value);
      return refs.length > 0 ? <PhotoThumbnails refs={refs} alt={field.title} /> : <Plain />;
    }
    case 'signature':
      return isSignature(value) ? <SignatureImage value={value} /> : <Plain />;
    case 'equipment':
      return <EquipmentLabel value={value} />;
    case 'member':
      return <MemberLabel value={value} />;
    case 'dict':
      return <DictLabel code={field.dictCode ?? ''} value={value} />;
    default:
      return <Plain>{typeof value === 'string' || typeof value === 'number' ? String(value) : undefined}</Plain>;
  }
}
