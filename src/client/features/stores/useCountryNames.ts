import { useCallback, useEffect, useState } from 'react';

type Find = (code: string) => { name: string } | undefined;

/**
 * A flag's country name, for its tooltip and alt text. The country list is the store form's chunk:
 * a page that only shows flags fetches it after it has shown, and names a flag by its code meanwhile.
 */
export function useCountryNames(): (code: string) => string {
  const [find, setFind] = useState<Find>();
  useEffect(() => {
    let live = true;
    void import('../../chunks/country-names.js').then((m) => live && setFind(() => m.findCountry));
    return () => {
      live = false;
    };
  }, []);
  return useCallback((code) => find?.(code)?.name ?? code, [find]);
}
