import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, setUpScreenTests, success } from '../../../../test/fake-api';
import { renderForm } from './render-form';
import { signatureValue } from './signature-value';

setUpScreenTests({ signInTo: { key: 'hdny' } });

const FILE = '33333333-3333-4333-8333-333333333333';
const signed = { fileId: FILE, signer: '张工', signedAt: '2026-03-05T08:30:00.000Z' };
const item = { key: 'sign', title: '检验员签字', kind: 'signature' as const };

describe('SignatureField', { timeout: 20_000 }, () => {
  it('makes the value {fileId, signer, signedAt}', () => {
    const now = new Date('2026-03-05T08:30:00.000Z');
    expect(signatureValue(FILE, ' 张工 ', now)).toEqual(signed);
  });

  it('shows the picture with signer and time, and clears it', async () => {
    fakeApi({ '/files/info': () => success({ path: FILE, url: '/api/x', zipUrl: null, thumbUrl: null }) });
    const { last } = renderForm([item], { sign: signed });
    expect(screen.getByText(/张工 签于 2026-03-05/)).toBeTruthy();
    await waitFor(() => expect(screen.getByAltText('张工 的签名')).toBeTruthy());
    expect(screen.getByRole('button', { name: /重新签名/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /清除签名/ }));
    expect(last()).toEqual({});
    expect(screen.getByRole('button', { name: /签\s?名/ })).toBeTruthy();
  });

  it('reads without buttons', () => {
    fakeApi({});
    renderForm([item], { sign: signed }, { readOnly: true });
    expect(screen.getByText(/张工 签于/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
