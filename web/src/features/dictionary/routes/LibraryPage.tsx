import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import '../texts';
import type { DictType } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBanner } from '../../../lib/feedback';
import { usePagePermission } from '../../../lib/page-permission';
import { refreshDictionaries } from '../api/dict-items';
import { deleteDictType, useDictTypes } from '../api/dict-types';
import { ItemPane } from '../components/ItemPane';
import { TypeDialog } from '../components/TypeDialog';
import { TypeList } from '../components/TypeList';

/** /config/basis/library: dictionary types on the left, the selected type's options on the right. */
export default function LibraryPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const permission = usePagePermission('config-library');
  const can = { create: permission.can('create'), update: permission.can('update'), delete: permission.can('delete') };
  const types = useDictTypes();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ open: boolean; type: DictType | null }>({ open: false, type: null });

  // The first type is selected until the user picks one, and again when the picked one is deleted.
  const selected = types.data?.find((type) => type.id === selectedId) ?? types.data?.[0] ?? null;

  const remove = async (type: DictType) => {
    const text =
      type.item_count > 0
        ? t('dictionary.deleteTypeConfirm', { name: type.name, code: type.code, count: type.item_count })
        : t('dictionary.deleteTypeConfirmEmpty', { name: type.name, code: type.code });
    const done = await confirmDanger(text, () => deleteDictType(type.id));
    if (!done) return;
    const { deleted_items } = done.value;
    if (type.id === selectedId) setSelectedId(null);
    await refreshDictionaries(queryClient);
    alertBanner('success', t('dictionary.typeDeleted', { name: type.name, count: deleted_items }));
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8} xxl={6}>
        <TypeList
          types={types.data}
          loading={types.isPending}
          selectedId={selected?.id ?? null}
          onSelect={(type) => setSelectedId(type.id)}
          onCreate={can.create ? () => setDialog({ open: true, type: null }) : undefined}
          onEdit={can.update ? (type) => setDialog({ open: true, type }) : undefined}
          onDelete={can.delete ? (type) => void remove(type) : undefined}
        />
      </Col>
      <Col xs={24} lg={16} xxl={18}>
        <ItemPane type={selected} can={can} />
      </Col>
      <TypeDialog
        open={dialog.open}
        type={dialog.type}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={(type) => {
          setDialog((d) => ({ ...d, open: false }));
          setSelectedId(type.id);
        }}
      />
    </Row>
  );
}
