import { useLayoutEffect } from 'react';

/** Names the browser tab. */
export const nameTab = (title: string): void => {
  document.title = `${title} · Store Shield`;
};

/** Names the browser tab after the screen, in the commit that shows it. */
export function useTabTitle(title: string): void {
  useLayoutEffect(() => nameTab(title), [title]);
}
