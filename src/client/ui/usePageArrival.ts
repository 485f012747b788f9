import { useLayoutEffect, type RefObject } from 'react';

let arrivedBefore = false;

/**
 * Names the browser tab after the page. When the page was reached from another one inside the app
 * and focus was left nowhere (the link that led here is gone), focus moves to the page's heading,
 * so keyboard and screen reader users start at the top of the new page. Both happen in the commit
 * that shows the page, so the tab's name never lags behind its heading.
 */
export function usePageArrival(title: string, heading: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    document.title = `${title} · Store Shield`;
    if (arrivedBefore && document.activeElement === document.body) heading.current?.focus();
    arrivedBefore = true;
  }, [title]);
}
