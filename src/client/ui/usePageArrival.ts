import { useLayoutEffect, type RefObject } from 'react';

let arrivedBefore = false;

/**
 * When the page was reached from another one inside the app and focus was left nowhere (the link that
 * led here is gone), focus moves to the page's heading, so keyboard and screen reader users start at
 * the top of the new page. It happens in the commit that shows the page.
 */
export function usePageArrival(heading: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    if (arrivedBefore && document.activeElement === document.body) heading.current?.focus();
    arrivedBefore = true;
  }, []);
}
