import { PlusOutlined } from '@ant-design/icons';
import {
  Code,
  type FormFamily,
  type FormItem,
  type FormItemKind,
  type FormTemplateDetail,
  formItems,
} from '@app/contract';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Space, Typography, theme } from 'antd';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBanner, confirmDialog } from '../../../lib/feedback';
import { ApiError } from '../../../lib/http';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useUnsavedGuard } from '../../../lib/use-unsaved-guard';
import { refreshForms, saveTemplateDraft } from '../api/forms';
import { publishTemplate } from './api';
import { Canvas } from './Canvas';
import { Header } from './Header';
import { serverItemErrors, validateItems } from './model';
import { Palette, PaletteTileOverlay } from './Palette';
import { PropertyPanel } from './PropertyPanel';
import { designerReducer, initialState } from './state';
import { useDragAndDrop } from './use-drag-and-drop';

const Preview = lazyOnOpen(() => import('./Preview').then((module) => module.Preview));

interface DesignerProps {
  template: FormTemplateDetail;
  editable: boolean;
  /** Whether the caller's permissions are known (until then, nothing is said about read-only). */
  permissionKnown: boolean;
}

/** What is compared to tell unsaved changes: the header's fields and the items. */
const snapshot = (name: string, family: FormFamily, items: readonly FormItem[]) =>
  JSON.stringify([name, family, items]);

interface ServerErrors {
  /** Entry id → field → message. */
  items: Map<string, Record<string, string>>;
  /** Errors of the template's own fields (`name`, `family`) and of the list as a whole (`items`). */
  form: Record<string, string>;
}
const NO_SERVER_ERRORS: ServerErrors = { items: new Map(), form: {} };

/** The designer of a template's draft: header, palette, canvas, property panel and preview. */
export function Designer({ template, editable, permissionKnown }: DesignerProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const phone = useIsPhone();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(designerReducer, template, (loaded) =>
    initialState(formItems(loaded.schema, loaded.ui_schema)),
  );
  const [name, setName] = useState(template.name);
  const [family, setFamily] = useState<FormFamily>(template.family);
  const items = useMemo(() => state.entries.map((entry) => entry.item), [state.entries]);
  const [saved, setSaved] = useState(() => snapshot(template.name, template.family, items));
  const [serverErrors, setServerErrors] = useState<ServerErrors>(NO_SERVER_ERRORS);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);

  const dirty = snapshot(name, family, items) !== saved;
  useUnsavedGuard(editable && dirty, t('formDesigner.leave'));

  const problems = useMemo(() => validateItems(items), [items]);
  /** Entry id → field → words: the designer's own checks, then what the server said. */
  const errorsById = useMemo(() => {
    const result = new Map<string, Record<string, string>>();
    state.entries.forEach((entry, index) => {
      const own = problems.get(index);
      const server = serverErrors.items.get(entry.id);
      if (!own && !server) return;
      const words: Record<string, string> = {};
      for (const [field, key] of Object.entries(own ?? {})) words[field] = t(key);
      result.set(entry.id, { ...words, ...server });
    });
    return result;
  }, [state.entries, problems, serverErrors, t]);
  const invalid = useMemo(() => new Set(errorsById.keys()), [errorsById]);

  const conditionTips = useMemo(() => {
    const tips = new Map<string, string>();
    for (const entry of state.entries) {
      const { showWhen } = entry.item;
      if (!showWhen) continue;
      const source = items.find((item) => item.key === showWhen.key);
      const value =
        source?.kind === 'passFail' ? t(`formDesigner.passFail.${showWhen.equals}`, showWhen.equals) : showWhen.equals;
      tips.set(entry.id, t('formDesigner.conditionTip', { title: source?.title ?? showWhen.key, value }));
    }
    return tips;
  }, [state.entries, items, t]);

  const addTitle = (kind: FormItemKind) => ({
    title: t(`formDesigner.kind.${kind}`),
    columnTitle: t('formDesigner.columnTitleDefault', { n: 1 }),
  });
  const insert = (kind: FormItemKind, index?: number) => dispatch({ type: 'insert', kind, index, ...addTitle(kind) });

  // Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes, anywhere on the page but in the preview.
  useEffect(() => {
    if (!editable || previewOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      event.preventDefault();
      dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editable, previewOpen]);

  const save = async (): Promise<boolean> => {
    if (!name.trim()) {
      setServerErrors((errors) => ({ ...errors, form: { ...errors.form, name: t('formDesigner.namePlaceholder') } }));
      alertBanner('warning', t('formDesigner.namePlaceholder'));
      return false;
    }
    const firstProblem = problems.keys().next();
    if (!firstProblem.done) {
      const entry = state.entries[firstProblem.value];
      if (entry) dispatch({ type: 'select', id: entry.id });
      alertBanner('warning', t('formDesigner.fixFirst', { count: problems.size }));
      return false;
    }
    const sent = state.entries;
    const sentItems = items;
    try {
      await saveTemplateDraft({
        id: template.id,
        name: name.trim(),
        family,
        description: template.description,
        items: sentItems,
      });
      setSaved(snapshot(name, family, sentItems));
      setServerErrors(NO_SERVER_ERRORS);
      void refreshForms(queryClient);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === Code.FieldErrors && error.extra.errdata) {
        const found = serverItemErrors(error.extra.errdata);
        const byId = new Map<string, Record<string, string>>();
        for (const [index, fields] of found.items) {
          const entry = sent[index];
          if (entry) byId.set(entry.id, fields);
        }
        setServerErrors({ items: byId, form: found.form });
        const first = [...found.items.keys()].sort((a, b) => a - b)[0];
        const entry = first === undefined ? undefined : sent[first];
        if (entry) dispatch({ type: 'select', id: entry.id });
        const general = Object.values(found.form).join('；');
        alertBanner('warning', general && found.items.size === 0 ? general : t('formDesigner.serverErrors'));
      } else {
        alertBanner('error', error instanceof ApiError ? error.msg : String(error));
      }
      return false;
    }
  };

  const runSave = async () => {
    setBusy('save');
    try {
      if (await save()) alertBanner('success', t('formDesigner.saved'));
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    const next = template.latest_version + 1;
    const confirmed = await confirmDialog(
      t('formDesigner.publishConfirm', { version: next }),
      t('formDesigner.publishTitle'),
    );
    if (!confirmed) return;
    setBusy('publish');
    try {
      if (dirty && !(await save())) return;
      const { version } = await publishTemplate(template.id);
      alertBanner('success', t('formDesigner.published', { version }));
      void refreshForms(queryClient);
    } catch (error) {
      alertBanner('error', error instanceof ApiError ? error.msg : String(error));
    } finally {
      setBusy(null);
    }
  };

  const selectedIndex = state.entries.findIndex((entry) => entry.id === state.selectedId);
  const selected = state.entries[selectedIndex];
  const panel = selected ? (
    <PropertyPanel
      key={selected.id}
      entry={selected}
      index={selectedIndex}
      items={items}
      errors={errorsById.get(selected.id) ?? {}}
      editable={editable}
      onChange={(item, edit) => {
        if (serverErrors.items.has(selected.id)) {
          const rest = new Map(serverErrors.items);
          rest.delete(selected.id);
          setServerErrors({ ...serverErrors, items: rest });
        }
        dispatch({ type: 'update', id: selected.id, item, edit });
      }}
    />
  ) : (
    <Typography.Text type="secondary">{t('formDesigner.noSelection')}</Typography.Text>
  );

  const { contextProps, dragKind } = useDragAndDrop({
    entries: state.entries,
    editable,
    onInsert: insert,
    onMove: (from, to) => dispatch({ type: 'move', from, to }),
  });

  const canvas = (
    <Canvas
      entries={state.entries}
      selectedId={state.selectedId}
      invalid={invalid}
      conditionTips={conditionTips}
      editable={editable}
      phone={phone}
      onSelect={(id) => dispatch({ type: 'select', id })}
      onDuplicate={(id) => dispatch({ type: 'duplicate', id })}
      onRemove={(id) => dispatch({ type: 'remove', id })}
    />
  );
  const sticky = { position: 'sticky', top: 16 } as const;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Header
        {...{ name, family, template, dirty, editable, phone, busy }}
        nameError={serverErrors.form.name}
        familyError={serverErrors.form.family}
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        canPublish={items.length > 0 && (dirty || template.unpublished || template.latest_version === 0)}
        onName={(value) => {
          setName(value);
          if (serverErrors.form.name) setServerErrors({ ...serverErrors, form: { ...serverErrors.form, name: '' } });
        }}
        onFamily={setFamily}
        onUndo={() => dispatch({ type: 'undo' })}
        onRedo={() => dispatch({ type: 'redo' })}
        onPreview={() => setPreviewOpen(true)}
        onPreviewHover={Preview.preload}
        onSave={() => void runSave()}
        onPublish={() => void publish()}
      />
      {permissionKnown && !editable && <Alert type="info" showIcon title={t('formDesigner.readOnly')} />}
      <DndContext {...contextProps}>
        {phone ? (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {editable && (
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => setPaletteOpen(true)}>
                {t('formDesigner.addItem')}
              </Button>
            )}
            {canvas}
            <Drawer
              open={paletteOpen}
              onClose={() => setPaletteOpen(false)}
              placement="bottom"
              size="70%"
              title={t('formDesigner.addItem')}
            >
              <Palette
                draggable={false}
                onAdd={(kind) => {
                  insert(kind);
                  setPaletteOpen(false);
                }}
              />
            </Drawer>
            <Drawer
              open={selected !== undefined && !paletteOpen}
              onClose={() => dispatch({ type: 'select', id: null })}
              placement="right"
              size="100%"
              title={t('formDesigner.properties')}
            >
              {panel}
            </Drawer>
          </Space>
        ) : (
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: editable ? '264px minmax(0, 1fr) 340px' : 'minmax(0, 1fr) 340px',
              gap: 16,
              alignItems: 'start',
            }}
          >
            {editable && (
              <Card size="small" title={t('formDesigner.palette')} style={sticky}>
                <Palette draggable onAdd={(kind) => insert(kind)} />
              </Card>
            )}
            {canvas}
            <Card
              size="small"
              title={t('formDesigner.properties')}
              style={{ ...sticky, maxHeight: 'calc(100vh - 32px)', overflow: 'auto' }}
              styles={{ body: { background: token.colorBgContainer } }}
            >
              {panel}
            </Card>
          </div>
        )}
        <DragOverlay dropAnimation={null}>{dragKind ? <PaletteTileOverlay kind={dragKind} /> : null}</DragOverlay>
      </DndContext>
      <Preview open={previewOpen} onClose={() => setPreviewOpen(false)} name={name} items={items} phone={phone} />
    </Space>
  );
}
