import { EditOutlined } from '@ant-design/icons';
import type { FieldProps } from '@rjsf/utils';
import { Button, Flex, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../../lib/dates';
import { lazyOnOpen } from '../../../../lib/lazy-on-open';
import { useIsPhone } from '../../../../lib/use-is-phone';
import { isSignature, type Signature } from '../answers';
import { Plain } from './common';
import { FileImage } from './FileImage';

// The pad and its library load when a signature is first made, not with the form.
const SignatureDialog = lazyOnOpen(() => import('./SignatureDialog').then((m) => m.SignatureDialog));

/** A signature as read: its picture, the signer and the time. */
export function SignatureView({ value }: { value: Signature }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4}>
      <FileImage
        fileRef={value.fileId}
        alt={t('form.signatureOf', { name: value.signer })}
        width={240}
        height={96}
        fit="contain"
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('form.signedBy', { name: value.signer, time: dayjs(value.signedAt).format('YYYY-MM-DD HH:mm:ss') })}
      </Typography.Text>
    </Flex>
  );
}

/**
 * A signature: drawn in a dialog, kept as {fileId, signer, signedAt}; shown with who signed and when,
 * and cleared or signed again.
 */
export function SignatureField({ formData, onChange, fieldPathId, readonly, disabled }: FieldProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const value = isSignature(formData) ? formData : undefined;
  if (readonly) return <div id={fieldPathId.$id}>{value ? <SignatureView value={value} /> : <Plain />}</div>;
  const size = phone ? 'large' : undefined;
  return (
    <Flex vertical gap={8} id={fieldPathId.$id}>
      {value && <SignatureView value={value} />}
      <Space wrap>
        <Button
          icon={<EditOutlined />}
          size={size}
          disabled={disabled}
          onClick={() => setOpen(true)}
          onPointerEnter={SignatureDialog.preload}
        >
          {t(value ? 'form.resign' : 'form.sign')}
        </Button>
        {value && (
          <Button size={size} danger disabled={disabled} onClick={() => onChange(undefined, fieldPathId.path)}>
            {t('form.clearSignature')}
          </Button>
        )}
      </Space>
      <SignatureDialog
        open={open}
        signer={value?.signer}
        onClose={() => setOpen(false)}
        onSigned={(signed) => {
          setOpen(false);
          onChange(signed, fieldPathId.path);
        }}
      />
    </Flex>
  );
}
