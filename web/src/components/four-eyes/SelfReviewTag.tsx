import './texts';
import { WarningOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Whose own work the act decided on: a form's (its review) or one step's of an NCR's loop. */
export type SelfReviewWork = 'form' | 'ncr';

/**
 * Marks, in a history, an act on the actor's own work that only a relaxed four-eyes rule allowed, as
 * the audit log and the exported report mark it. The tag takes the keyboard's focus so its tooltip
 * opens without a mouse, and carries the explanation as its description for screen readers.
 */
export function SelfReviewTag({ work }: { work: SelfReviewWork }) {
  const { t } = useTranslation();
  const whyId = useId();
  const why = t(`fourEyes.selfReviewWhy.${work}`);
  return (
    <>
      <Tooltip title={why} trigger={['hover', 'focus']}>
        <Tag
          color="warning"
          icon={<WarningOutlined />}
          tabIndex={0}
          aria-describedby={whyId}
          data-testid="self-review-tag"
          style={{ marginInlineStart: 8 }}
        >
          {t('fourEyes.selfReview')}
        </Tag>
      </Tooltip>
      <span id={whyId} hidden>
        {why}
      </span>
    </>
  );
}
