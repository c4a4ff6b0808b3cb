import { EditOutlined } from '@ant-design/icons';
import type { FieldProps } from '@rjsf/utils';
import { Button, Flex, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOnOpen } from '../../../../lib/lazy-on-open';
import { useIsPhone } from '../../../../lib/use-is-phone';
import { isSignature } from '../answer-data';
import { Plain } from './common';
import { SignatureImage } from './SignatureImage';

// The pad and its library load when a signature is first made, not with the form.
const SignatureDialog = lazyOnOpen(() => import('./SignatureDialog').then((m) => m.SignatureDialog));

/**
 * A signature: drawn in a dialog, kept as {fileId, signer, signedAt}; shown with who signed and when,
 * and cleared or signed again.
 */
export function SignatureField({ formData, onChange, fieldPathId, readonly, disabled }: FieldProps) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const value = isSignature(formData) ? formData : undefined;
  if (readonly) return <div id={fieldPathId.$id}>{value ? <SignatureImage value={value} /> : <Plain />}</div>;
  const size = phone ? 'large' : undefined;
  return (
    <Flex vertical gap={8} id={fieldPathId.$id}>
      {value && <SignatureImage value={value} />}
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
