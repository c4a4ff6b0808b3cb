import { Divider, Typography } from 'antd';

/** A heading dividing the form: its title and description; it holds no answer. */
export function SectionHeading({ id, title, description }: { id?: string; title?: string; description?: string }) {
  return (
    <div id={id} className="form-section" style={{ marginTop: 8 }}>
      <Divider titlePlacement="start" style={{ marginBottom: description ? 4 : 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Divider>
      {description && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {description}
        </Typography.Paragraph>
      )}
    </div>
  );
}
