import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { translate, type MessageId, type MessageValues } from './index.ts';

/** The translate function for components; re-renders when the language changes. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const { i18n, _ } = useLingui();
  // `_` changes with every language change or load, so the components using it render the new texts.
  return useCallback((id: MessageId, values?: MessageValues) => translate(i18n, id, values, _), [i18n, _]);
}
