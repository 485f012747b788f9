import { useRef, type ReactNode, type Ref } from 'react';
import { usePageArrival } from './usePageArrival.js';
import styles from './PageHeader.module.css';

interface PageHeaderProps {
  title: string;
  titleId?: string;
  /** Given, the title can also take focus from code (e.g. after the row that had it was removed). */
  titleRef?: Ref<HTMLHeadingElement>;
  subtitle?: ReactNode;
  subtitleId?: string;
  /** The page's actions, on the right (below on a phone). */
  children?: ReactNode;
}

/** The heading block every dashboard page starts with: title and subtitle, then the page's actions. */
export function PageHeader({ title, titleId, titleRef, subtitle, subtitleId, children }: PageHeaderProps) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  usePageArrival(heading);
  const setHeading = (element: HTMLHeadingElement | null) => {
    heading.current = element;
    if (typeof titleRef === 'function') titleRef(element);
    else if (titleRef) titleRef.current = element;
  };
  return (
    <header className={styles.header}>
      <div>
        <h1 ref={setHeading} id={titleId} className={styles.title} tabIndex={-1}>
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
