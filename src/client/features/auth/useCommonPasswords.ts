import { useCallback, useState, type ChangeEvent } from 'react';
import { parseCommonPasswords, type CommonPasswords } from '../../../shared/common-passwords.js';
import listUrl from '../../../shared/common-passwords.txt';

// Once per page: every password form shares the one download, tried once.
let list: CommonPasswords | undefined;
let loading: Promise<CommonPasswords | undefined> | undefined;

function loadList(): Promise<CommonPasswords | undefined> {
  loading ??= fetch(listUrl)
    .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`${res.status}`))))
    .then((text) => (list = parseCommonPasswords(text)))
    // Without the list the form checks the rest, and shows the server's answer on this one.
    .catch(() => undefined);
  return loading;
}

type PasswordField = { onChange: (e: ChangeEvent<HTMLInputElement>) => void };

/**
 * The most common passwords, fetched when the password field is first used (focused or typed in),
 * so the list stays out of the page's first download. Undefined until it arrives. `watch` gives
 * the password field's props with that trigger added.
 */
export function useCommonPasswords() {
  const [commonPasswords, setCommonPasswords] = useState(list);
  const load = useCallback(() => {
    if (list) setCommonPasswords(list);
    else void loadList().then((loaded) => loaded && setCommonPasswords(loaded));
  }, []);
  const watch = <F extends PasswordField>(field: F) => ({
    ...field,
    onFocus: load,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      load();
      field.onChange(e);
    },
  });
  return { commonPasswords, watch };
}
