import type { CSSProperties, ReactNode } from 'react';
import styles from './panel.module.css';

interface Props {
  title?: ReactNode;
  /** Shown at the right of the title (a button, say). */
  extra?: ReactNode;
  size?: 'default' | 'small';
  /** A border (the default), or a light shadow on the page's grey. */
  variant?: 'outlined' | 'borderless';
  bodyStyle?: CSSProperties;
  children: ReactNode;
}

/**
 * A titled box with the look of antd's Card. Card carries antd's tabs (for its tab list) into every
 * screen that shows one; the form filling screen, at the edge of the JS budget, uses this instead.
 */
export function Panel({ title, extra, size = 'default', variant = 'outlined', bodyStyle, children }: Props) {
  const classes = [styles.panel, variant === 'outlined' ? styles.bordered : styles.borderless];
  if (size === 'small') classes.push(styles.small);
  return (
    <section className={classes.join(' ')}>
      {(title || extra) && (
        <div className={styles.head}>
          <div className={styles.title}>{title}</div>
          {extra}
        </div>
      )}
      <div className={styles.body} style={bodyStyle}>
        {children}
      </div>
    </section>
  );
}
