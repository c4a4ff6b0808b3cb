import '../texts';
import { ReloadOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Code, type FieldErrors, type FormInstanceDetail } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { actionBarStyle } from '../../../components/panel/action-bar';
import { Panel } from '../../../components/panel/Panel';
import { LazyResult } from '../../../components/result/LazyResult';
import { dayjs } from '../../../lib/dates';
import { alertBanner, confirmDialog } from '../../../lib/feedback';
import { ApiError } from '../../../lib/http';
import { useIsPhone } from '../../../lib/use-is-phone';
import { loadReviewPanel, type ReviewEditor, refreshFormWorkflows, useFormWorkflow } from '../../review/public';
import { refreshForms, submitInstance, useInstance } from '../api/forms';
import { type Answers, firstErrorKey, itemsOf, scrollToItem, visibleAnswers } from '../components/answer-data';
import { FlagList } from '../components/FlagList';
import type { FormRendererHandle } from '../components/FormRenderer';
import { FormView } from '../components/FormView';
import { StatusTag } from '../components/StatusTag';
import { useAutoSave } from '../components/use-auto-save';

// The renderer (@rjsf) loads only for a form being filled: one only read is drawn by FormView.
const FormRenderer = lazy(() => import('../components/FormRenderer').then((m) => ({ default: m.FormRenderer })));
// The review of a form under a workflow (issue 13) loads only for a form that has one.
const ReviewPanel = lazy(loadReviewPanel);

/** The answers of `keys` in `next` that differ from `before`. */
function changedAnswers(keys: readonly string[], before: Answers, next: Answers): Answers {
  const same = (key: string) => JSON.stringify(before[key] ?? null) === JSON.stringify(next[key] ?? null);
  return Object.fromEntries(keys.filter((key) => !same(key)).map((key) => [key, next[key]]));
}

/**
 * Fills a form (`/control/form/example/setup/:id`): a draft of its creator is edited and submitted
 * with the renderer; a submitted form, or another's, is read with FormView. A report's page
 * (`/project/found/report/list/detail/:instanceId/:templateId`, report/) is this page too.
 */
export default function FormFillPage({ before }: { before?: ReactNode }) {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id ?? params.instanceId);
  const valid = Number.isInteger(id) && id > 0;
  const { data: instance, isLoading, isError, refetch } = useInstance(valid ? id : undefined);
  if (!valid || isError) {
    return <LazyResult status="404" title={t('form.notFound')} />;
  }
  if (isLoading || !instance) return <Skeleton active style={{ padding: 24 }} />;
  return (
    <FillForm
      key={`${instance.id}:${instance.revision}`}
      instance={instance}
      reload={() => void refetch()}
      before={before}
    />
  );
}

/** `before`: what a page built on this one shows above the form (a report's header). */
function FillForm({ instance, reload, before }: { instance: FormInstanceDetail; reload(): void; before?: ReactNode }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const queryClient = useQueryClient();
  const renderer = useRef<FormRendererHandle>(null);
  const [data, setData] = useState<Answers>(instance.data);
  const dataRef = useRef(data);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [submitErrors, setSubmitErrors] = useState<FieldErrors | undefined>();
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const items = useMemo(() => itemsOf(instance.schema, instance.ui_schema), [instance.schema, instance.ui_schema]);
  const editable = instance.editable && submitted === null;
  const autoSave = useAutoSave({
    id: instance.id,
    revision: instance.revision,
    enabled: editable,
    answers: () => visibleAnswers(items, dataRef.current),
  });
  const errors = submitErrors ?? autoSave.fieldErrors;
  const workflow = useFormWorkflow(instance);
  // An approver whose node may change some items edits them here; they are sent with his approval.
  const reviewRenderer = useRef<FormRendererHandle>(null);
  const [reviewData, setReviewData] = useState<Answers>(instance.data);
  const reviewEditor: ReviewEditor = {
    render: (schema, uiSchema) => (
      <Suspense fallback={<Skeleton active />}>
        <FormRenderer
          ref={reviewRenderer}
          schema={schema}
          uiSchema={uiSchema}
          formData={reviewData}
          onChange={setReviewData}
        />
      </Suspense>
    ),
    changes: (keys) => (reviewRenderer.current?.validate() ? changedAnswers(keys, instance.data, reviewData) : null),
  };

  useEffect(() => {
    const key = firstErrorKey(items, errors);
    if (key) setTimeout(() => scrollToItem(key), 0);
  }, [errors, items]);

  const change = (next: Answers) => {
    dataRef.current = next;
    setData(next);
    autoSave.markChanged();
  };

  const saveDraft = async () => {
    setBusy('save');
    setSubmitErrors(undefined);
    try {
      await autoSave.save({ force: true });
      alertBanner('success', t('form.draftSaved'));
    } catch (error) {
      if (error instanceof ApiError && error.code !== Code.Warning && error.code !== Code.FieldErrors) {
        alertBanner('error', error.msg);
      }
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    // The renderer still loading: nothing is shown to check yet.
    if (!renderer.current) return;
    if (!renderer.current.validate()) {
      alertBanner('warning', t('form.fixErrors'));
      return;
    }
    if (!(await confirmDialog(t('form.submitConfirm')))) return;
    setBusy('submit');
    setSubmitErrors(undefined);
    try {
      const { number } = await autoSave.afterSaves((revision) =>
        submitInstance({ id: instance.id, revision, data: visibleAnswers(items, dataRef.current) }),
      );
      setSubmitted(number);
      alertBanner('success', t('form.submitted', { number }));
      await Promise.all([refreshForms(queryClient), refreshFormWorkflows(queryClient)]);
    } catch (error) {
      if (error instanceof ApiError && error.code === Code.FieldErrors && error.extra.errdata) {
        setSubmitErrors(error.extra.errdata);
        alertBanner('warning', t('form.fixErrors'));
      } else if (error instanceof ApiError) {
        alertBanner(error.code === Code.Warning ? 'warning' : 'error', error.msg);
      }
    } finally {
      setBusy(null);
    }
  };

  const number = submitted ?? instance.number;
  const header = (
    <Space size={8} wrap>
      <Typography.Text strong>{instance.template_name}</Typography.Text>
      <Tag>v{instance.version}</Tag>
      <StatusTag status={submitted ? 'submitted' : instance.status} />
      {number && <Typography.Text type="secondary">{t('form.numberIs', { number })}</Typography.Text>}
    </Space>
  );

  const actions = editable && (
    <Flex gap={8} align="center" justify="end" wrap style={actionBarStyle(phone)}>
      {autoSave.savedAt && (
        <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineEnd: 'auto' }}>
          {t('form.autoSaved', { time: dayjs(autoSave.savedAt).format('HH:mm:ss') })}
        </Typography.Text>
      )}
      <Button
        size={phone ? 'large' : undefined}
        icon={<SaveOutlined />}
        loading={busy === 'save'}
        disabled={busy !== null || autoSave.conflict !== null}
        onClick={() => void saveDraft()}
        style={phone ? { flex: 1 } : undefined}
      >
        {t('form.saveDraft')}
      </Button>
      <Button
        type="primary"
        size={phone ? 'large' : undefined}
        icon={<SendOutlined />}
        loading={busy === 'submit'}
        disabled={busy !== null || autoSave.conflict !== null}
        onClick={() => void submit()}
        style={phone ? { flex: 1 } : undefined}
      >
        {t('form.submit')}
      </Button>
    </Flex>
  );

  const form = (schema: FormInstanceDetail['schema'], uiSchema: FormInstanceDetail['ui_schema']) =>
    editable ? (
      <Suspense fallback={<Skeleton active />}>
        <FormRenderer
          ref={renderer}
          schema={schema}
          uiSchema={uiSchema}
          formData={data}
          onChange={change}
          errors={errors}
        />
      </Suspense>
    ) : (
      <FormView schema={schema} uiSchema={uiSchema} formData={data} />
    );

  return (
    <Panel title={header} variant="borderless" bodyStyle={phone ? { padding: 12 } : undefined}>
      {before}
      {autoSave.conflict !== null && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={autoSave.conflict}
          description={t('form.conflictHint')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={reload}>
              {t('form.reload')}
            </Button>
          }
        />
      )}
      {!editable && <FlagList flags={instance.flags} items={items} />}
      {submitted && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('form.submitted', { number: submitted })}
        />
      )}
      {workflow.data ? (
        <Suspense fallback={<Skeleton active />}>
          <ReviewPanel
            detail={workflow.data}
            schema={instance.schema}
            uiSchema={instance.ui_schema}
            renderForm={form}
            after={actions}
            editor={editable ? undefined : reviewEditor}
          />
        </Suspense>
      ) : (
        <>
          <div style={{ maxWidth: 880 }}>{form(instance.schema, instance.ui_schema)}</div>
          {actions}
        </>
      )}
    </Panel>
  );
}
