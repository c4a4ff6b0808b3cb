import type { FieldProps } from '@rjsf/utils';
import { Divider, Typography } from 'antd';

/** A heading dividing the form: its title and description; it holds no answer. */
export function SectionField({ schema, fieldPathId }: FieldProps) {
  return (
    <div id={fieldPathId.$id} className="form-section" style={{ marginTop: 8 }}>
      <Divider titlePlacement="start" style={{ marginBottom: schema.description ? 4 : 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {schema.title}
        </Typography.Title>
      </Divider>
      {schema.description && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {schema.description}
        </Typography.Paragraph>
      )}
    </div>
  );
}
