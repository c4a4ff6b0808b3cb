import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../../lib/dates';
import type { Signature } from '../answer-data';
import { FileImage } from './FileImage';

/** A signature as read: its picture, the signer and the time ("王检验 签于 …"). */
export function SignatureImage({ value }: { value: Signature }) {
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
