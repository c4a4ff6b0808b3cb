import { type FormItem, formSchemas } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import { FormRenderer, type FormRendererProps } from '../FormRenderer';

/** Draws items with the renderer, keeping the answers as a page would; `changes` records each. */
export function renderForm(
  items: FormItem[],
  data: Record<string, unknown> = {},
  props: Partial<Omit<FormRendererProps, 'schema' | 'uiSchema'>> = {},
) {
  const { schema, uiSchema } = formSchemas('测试表单', items);
  const changes = vi.fn<(data: Record<string, unknown>) => void>();
  function Host() {
    const [answers, setAnswers] = useState(data);
    return (
      <FormRenderer
        schema={schema}
        uiSchema={uiSchema}
        formData={answers}
        onChange={(next) => {
          changes(next);
          setAnswers(next);
        }}
        {...props}
      />
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Host />
    </QueryClientProvider>,
  );
  const last = () => changes.mock.calls.at(-1)?.[0];
  return { ...view, changes, last, schema, uiSchema };
}
