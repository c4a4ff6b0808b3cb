import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx, which @rjsf/core imports for descriptions written in Markdown (see
 * vite.config.ts). Our templates never turn Markdown on (`ui:enableMarkdownInDescription`), and the
 * parser is a third of the renderer's code, so text is shown as it is written.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export default Markdown;
