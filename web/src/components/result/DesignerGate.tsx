import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LazyResult } from './LazyResult';

/** The row id a designer's route names (`…/design/:id`), or undefined when it names none. */
export function useDesignedId(): number | undefined {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

interface DesignerGateProps<T> {
  /** The designed document's read, made with `useDesignedId()`'s id. */
  document: { isPending: boolean; data?: T };
  /** Whether the route named an id; without one there is nothing to wait for. */
  named: boolean;
  notFoundText: string;
  /** The list the not-found page leads back to, and its button's text. */
  backPath: string;
  backText: string;
  children(document: T): ReactNode;
}

/**
 * A designer's page (a form template's, a workflow's) before its document: a skeleton while it
 * loads, a not-found page with the way back to the list when there is none, the designer once it came.
 */
export function DesignerGate<T>({ document, named, notFoundText, backPath, backText, children }: DesignerGateProps<T>) {
  const navigate = useNavigate();
  if (named && document.isPending) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (!document.data) {
    return (
      <Card variant="borderless">
        <LazyResult
          status="404"
          title={notFoundText}
          extra={
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backPath)}>
              {backText}
            </Button>
          }
        />
      </Card>
    );
  }
  return children(document.data);
}
