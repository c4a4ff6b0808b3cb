import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { isShown, type ShowWhen } from '@app/contract';
import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  FieldErrorProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
} from '@rjsf/utils';
import { Button, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { useIsPhone } from '../../../lib/use-is-phone';
import { ItemFrame } from './ItemFrame';

interface KindOptions {
  kind?: string;
  showWhen?: ShowWhen;
}
const optionsOf = (uiSchema: unknown): KindOptions =>
  ((uiSchema as Record<string, unknown> | undefined)?.['ui:options'] ?? {}) as KindOptions;

/** Fields drawing their own label and description. */
const LABELLED_FIELDS = new Set(['photo', 'signature']);

/**
 * One item: its title above (required marked), its control, its description and errors below. A
 * section draws its own heading; the root object draws only its items. Each item carries its key
 * (`data-item-key`), so a page can scroll to the first error.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { children, displayLabel, label, required, rawErrors, errors, description, rawDescription, hidden } = props;
  const { kind } = optionsOf(props.uiSchema);
  const path = props.fieldPathId.path;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  if (path.length === 0 || kind === 'section') return children;
  const showLabel = displayLabel || LABELLED_FIELDS.has(kind ?? '') || kind === 'table';
  return (
    <ItemFrame
      itemKey={path.join('.')}
      title={showLabel ? label : undefined}
      htmlFor={props.id}
      required={required}
      nested={path.length > 1}
      extra={rawDescription ? description : undefined}
      errors={rawErrors?.length ? errors : undefined}
    >
      {children}
    </ItemFrame>
  );
}

/** What is wrong with an answer, one line each (FieldTemplate draws them under the control). */
export function FieldErrorTemplate({ errors }: FieldErrorProps) {
  if (!errors?.length) return null;
  return (
    <>
      {errors.map((error, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the errors of one answer have no other identity
        <div key={index}>{error}</div>
      ))}
    </>
  );
}

/** A description is drawn by FieldTemplate (below the control), not again by the field. */
export function DescriptionFieldTemplate({ description, id }: { description?: unknown; id: string }) {
  if (!description) return null;
  return <span id={id}>{description as string}</span>;
}

/** Errors are shown under the items; no list above the form. */
export function ErrorListTemplate() {
  return null;
}

/**
 * The items of the form, one under the other, each shown only when its `showWhen` holds for the
 * answers (hidden answers are not saved: see visibleAnswers). A table's row lays its cells out side
 * by side where there is room and one under the other on a phone.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const phone = useIsPhone();
  const data = (props.formData ?? {}) as Record<string, unknown>;
  const uiSchema = (props.uiSchema ?? {}) as Record<string, unknown>;
  const shown = props.properties.filter(
    (property) => !property.hidden && isShown(optionsOf(uiSchema[property.name]), data),
  );
  if (props.fieldPathId.path.length === 0) {
    return (
      <div id={props.fieldPathId.$id}>
        {shown.map((property) => (
          <div key={property.name}>{property.content}</div>
        ))}
      </div>
    );
  }
  return (
    <Row gutter={[12, 0]} id={props.fieldPathId.$id}>
      {shown.map((property) => (
        <Col key={property.name} {...(phone ? { span: 24 } : { xs: 24, sm: 12, lg: 8, xl: 6 })}>
          {property.content}
        </Col>
      ))}
    </Row>
  );
}

/** A table item: its rows as cards, and a button adding one. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const editable = !props.readonly && !props.disabled;
  return (
    <Flex vertical gap={8} id={props.fieldPathId.$id}>
      {props.items}
      {props.items.length === 0 && !editable && <span>—</span>}
      {editable && props.canAdd && (
        <Button
          type="dashed"
          block
          icon={<PlusOutlined />}
          size={phone ? 'large' : undefined}
          onClick={props.onAddClick}
        >
          {t('form.addRow')}
        </Button>
      )}
    </Flex>
  );
}

/** One row of a table: a card numbered from 1, with its remove button. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const { buttonsProps } = props;
  const removable = props.hasToolbar && buttonsProps.hasRemove && !props.readonly && !props.disabled;
  return (
    <Panel
      size="small"
      title={t('form.row', { n: props.index + 1 })}
      bodyStyle={{ paddingBottom: 0 }}
      extra={
        removable && (
          <Button
            type="text"
            danger
            size={phone ? 'large' : 'small'}
            icon={<DeleteOutlined />}
            aria-label={t('form.removeRow', { n: props.index + 1 })}
            onClick={buttonsProps.onRemoveItem}
          >
            {phone ? undefined : t('form.remove')}
          </Button>
        )
      }
    >
      {props.children}
    </Panel>
  );
}
