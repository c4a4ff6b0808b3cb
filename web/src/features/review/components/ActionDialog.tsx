import '../texts';
import { Code, routeByName, WORKFLOW_ATTACHMENTS_MAX, WORKFLOW_COMMENT_MAX, type WorkflowAction } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FileUpload } from '../../../components/upload/FileUpload';
import { alertBanner, confirmDialog } from '../../../lib/feedback';
import { ApiError } from '../../../lib/http';
import { actOnTask, refreshAfterReview, terminateInstance, useMembers, withdrawInstance } from '../api/workflow';
import { Attachments } from './Attachments';

export type DialogKind = WorkflowAction | 'withdraw' | 'terminate';

export interface ActionTarget {
  instanceId: number;
  revision: number;
  taskId: number | null;
  sendBackTargets: readonly { node_id: string; node_name: string }[];
  /** The answers an approver changed, approved with them. */
  data?: Record<string, unknown>;
}

interface Props {
  open: boolean;
  kind: DialogKind;
  target: ActionTarget;
  onClose(): void;
}

interface Values {
  comment?: string;
  target?: string;
  user_id?: number;
  position?: 'before' | 'after';
}

const NEEDS_REASON: readonly DialogKind[] = ['reject', 'send_back'];
const NEEDS_MEMBER: readonly DialogKind[] = ['transfer', 'delegate', 'add_signer'];
/** Actions that end the review for everyone: asked once more. */
const CONFIRMED: readonly DialogKind[] = ['reject', 'withdraw', 'terminate'];
const SUBMITTER = '';
/** Actions that close the caller's task, and with it their reading of the form (unless they may anyway). */
const HANDS_ON: readonly DialogKind[] = ['approve', 'reject', 'send_back', 'transfer', 'delegate'];
const WORKFLOW_LIST_PATH = routeByName('workflow-list')?.path ?? '/';

/** One action on a task or an instance: its comment (a reason where required) and what it needs. */
export function ActionDialog({ open, kind, target, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const needsReason = NEEDS_REASON.includes(kind);
  const needsMember = NEEDS_MEMBER.includes(kind);
  const members = useMembers(open && needsMember);
  const action = t(`review.action.${kind}`);

  const send = (values: Values) => {
    const comment = values.comment?.trim() ?? '';
    const revision = target.revision;
    if (kind === 'withdraw') return withdrawInstance({ id: target.instanceId, revision, comment });
    if (kind === 'terminate') return terminateInstance({ id: target.instanceId, revision, comment });
    return actOnTask({
      task_id: target.taskId ?? 0,
      revision,
      action: kind,
      comment,
      ...(files.length > 0 ? { attachments: files } : {}),
      ...(kind === 'approve' && target.data ? { data: target.data } : {}),
      ...(kind === 'send_back' && values.target ? { target_node_id: values.target } : {}),
      ...(needsMember ? { user_id: values.user_id } : {}),
      ...(kind === 'add_signer' ? { position: values.position ?? 'after' } : {}),
    });
  };

  const submit = async () => {
    const leaving = HANDS_ON.includes(kind);
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (CONFIRMED.includes(kind) && !(await confirmDialog(t('review.confirmAction', { action })))) return;
    setBusy(true);
    try {
      await send(values);
      alertBanner('success', t('review.done', { action }));
      close();
      // The task is done: a reviewer may read the form only while it is open, so they go on to their list.
      if (leaving) navigate(WORKFLOW_LIST_PATH);
      await refreshAfterReview(queryClient);
    } catch (error) {
      // Code 0: someone acted first. The client showed the server's message; read the instance again.
      if (error instanceof ApiError && error.code === Code.Warning) {
        close();
        await refreshAfterReview(queryClient);
      }
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    form.resetFields();
    setFiles([]);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={action}
      okText={action}
      okButtonProps={{ danger: kind === 'reject' || kind === 'terminate', loading: busy }}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ target: SUBMITTER, position: 'after' }}>
        {kind === 'send_back' && (
          <Form.Item name="target" label={t('review.target')}>
            <Select
              options={[
                { value: SUBMITTER, label: t('review.toSubmitter') },
                ...target.sendBackTargets.map((node) => ({ value: node.node_id, label: node.node_name })),
              ]}
            />
          </Form.Item>
        )}
        {needsMember && (
          <Form.Item
            name="user_id"
            label={t('review.member')}
            rules={[{ required: true, message: t('review.memberRequired') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'search' }}
              loading={members.isLoading}
              placeholder={t('review.pickMember')}
              options={(members.data ?? []).map((m) => ({
                value: m.id,
                label: m.name,
                search: `${m.name} ${m.username}`,
              }))}
            />
          </Form.Item>
        )}
        {kind === 'add_signer' && (
          <Form.Item name="position" label={t('review.position')}>
            <Radio.Group
              options={[
                { value: 'before', label: t('review.before') },
                { value: 'after', label: t('review.after') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item
          name="comment"
          label={needsReason ? t('review.reason') : t('review.comment')}
          rules={needsReason ? [{ required: true, whitespace: true, message: t('review.reasonRequired') }] : []}
        >
          <Input.TextArea
            rows={3}
            maxLength={WORKFLOW_COMMENT_MAX}
            placeholder={needsReason ? t('review.reasonPlaceholder') : t('review.commentPlaceholder')}
          />
        </Form.Item>
        {kind === 'comment' && (
          <Form.Item label={t('review.attachments')}>
            <Attachments paths={files} />
            {files.length < WORKFLOW_ATTACHMENTS_MAX && (
              <FileUpload
                purpose="photo"
                keepFinished={false}
                onUploaded={(file) => setFiles((list) => [...list, file.path].slice(0, WORKFLOW_ATTACHMENTS_MAX))}
              />
            )}
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
