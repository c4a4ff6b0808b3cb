import type { FieldProps } from '@rjsf/utils';
import { SectionHeading } from './SectionHeading';

/** A heading dividing the form: its title and description; it holds no answer. */
export function SectionField({ schema, fieldPathId }: FieldProps) {
  return <SectionHeading id={fieldPathId.$id} title={schema.title} description={schema.description} />;
}
