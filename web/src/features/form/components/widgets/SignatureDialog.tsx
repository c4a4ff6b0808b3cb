import { FORM_SIGNER_MAX, UPLOAD_DEFAULTS } from '@app/contract';
import { Button, Flex, Input, Modal, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type SignaturePad from 'signature_pad';
import { useUploads } from '../../../../components/upload/use-uploads';
import { alertBanner } from '../../../../lib/feedback';
import { useSessionStore } from '../../../../stores/session';
import type { Signature } from '../answer-data';
import { signatureValue } from './signature-value';

interface Props {
  open: boolean;
  /** The signer shown first: the one of the signature being replaced, else the signed-in user. */
  signer?: string;
  onClose(): void;
  onSigned(value: Signature): void;
}

const PAD_HEIGHT = 220;

/**
 * Signing: a pad drawn with finger or mouse (signature_pad, loaded when the dialog first opens), the
 * signer's name, and on confirm the picture uploaded as a photo.
 */
export function SignatureDialog({ open, signer: initialSigner, onClose, onSigned }: Props) {
  const { t } = useTranslation();
  const userName = useSessionStore((s) => s.user?.name ?? '');
  const [signer, setSigner] = useState(initialSigner ?? userName);
  const [uploading, setUploading] = useState(false);
  const [ready, setReady] = useState(false);
  // The canvas as state: the dialog mounts its body after opening, so the pad waits for the element.
  const [element, setElement] = useState<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const signerRef = useRef(signer);
  signerRef.current = signer;
  const { actions } = useUploads({
    purpose: 'photo',
    accept: ['image/png'],
    multiple: false,
    chunkSize: UPLOAD_DEFAULTS.chunkBytes,
    keepFinished: false,
    onUploaded: (file) => {
      setUploading(false);
      onSigned(signatureValue(file.path, signerRef.current));
    },
  });

  useEffect(() => {
    if (open) setSigner(initialSigner ?? userName);
  }, [open, initialSigner, userName]);

  // The signature is uploaded on confirm: its uploader's code is fetched while the member signs.
  const preload = actions.preload;
  useEffect(() => {
    if (open) preload();
  }, [open, preload]);

  // The pad is made when the dialog is open and its canvas is there (it then has a size), and dropped
  // when it closes.
  useEffect(() => {
    if (!open || !element) return;
    let cancelled = false;
    let made: SignaturePad | null = null;
    void import('signature_pad').then(({ default: Pad }) => {
      if (cancelled) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = element.parentElement?.clientWidth || 320;
      element.width = width * ratio;
      element.height = PAD_HEIGHT * ratio;
      element.style.width = `${width}px`;
      element.style.height = `${PAD_HEIGHT}px`;
      element.getContext('2d')?.scale(ratio, ratio);
      made = new Pad(element, { backgroundColor: 'rgb(255,255,255)' });
      pad.current = made;
      setReady(true);
    });
    return () => {
      cancelled = true;
      made?.off();
      pad.current = null;
      setReady(false);
    };
  }, [open, element]);

  const confirm = () => {
    const current = pad.current;
    if (!current || current.isEmpty()) {
      alertBanner('warning', t('form.signatureEmpty'));
      return;
    }
    if (signer.trim() === '') {
      alertBanner('warning', t('form.signerRequired'));
      return;
    }
    element?.toBlob((blob) => {
      if (!blob) return;
      setUploading(true);
      actions.add([new File([blob], `signature-${Date.now()}.png`, { type: 'image/png' })]);
    }, 'image/png');
  };

  return (
    <Modal
      title={t('form.sign')}
      open={open}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      width={560}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={() => pad.current?.clear()} disabled={!ready || uploading}>
            {t('form.clearPad')}
          </Button>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="primary" onClick={confirm} loading={uploading} disabled={!ready}>
            {t('form.confirmSignature')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('form.signHint')}</Typography.Text>
        <div
          style={{
            border: '1px dashed #d9d9d9',
            borderRadius: 8,
            height: PAD_HEIGHT,
            position: 'relative',
            touchAction: 'none',
            overflow: 'hidden',
          }}
        >
          <canvas ref={setElement} aria-label={t('form.signaturePad')} style={{ display: 'block' }} />
          {!ready && (
            <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
              <Spin />
            </Flex>
          )}
        </div>
        <Input
          addonBefore={t('form.signer')}
          value={signer}
          maxLength={FORM_SIGNER_MAX}
          onChange={(event) => setSigner(event.target.value)}
        />
      </Flex>
    </Modal>
  );
}
