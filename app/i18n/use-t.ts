import { useCallback } from 'react';
import { STRINGS, type StringKey } from './strings';
import { useRoute } from '../routing/router';

/** Returns a translator for the language in the current URL. */
export function useT(): (key: StringKey) => string {
  const { lang } = useRoute();
  return useCallback((key: StringKey) => STRINGS[lang][key], [lang]);
}
