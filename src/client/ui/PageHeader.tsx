import type { ReactNode, Ref } from 'react';
import styles from './PageHeader.module.css';

interface PageHeaderProps {
  title: ReactNode;
  titleId?: string;
  /** Given, the title takes focus from code (e.g. after the row that had it was removed). */
  titleRef?: Ref<HTMLHeadingElement>;
  subtitle?: ReactNode;
  subtitleId?: string;
  /** The page's actions, on the right (below on a phone). */
  children?: ReactNode;
}

/** The heading block every dashboard page starts with: title and subtitle, then the page's actions. */
export function PageHeader({ title, titleId, titleRef, subtitle, subtitleId, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <h1 ref={titleRef} id={titleId} className={styles.title} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </h1>
        {subtitle && (
          <p id={subtitleId} className={styles.subtitle}>
            {subtitle}
          </p>
        )}
      </div>
      {children}
    </header>
  );
}
