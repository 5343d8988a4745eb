import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { MessageId, MessageValues } from './index.ts';
import { withPluralValues } from './with-plural-values.ts';

/** The translate function for components; re-renders when the language changes. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const { i18n, _ } = useLingui();
  return useCallback((id: MessageId, values?: MessageValues) => _(id, withPluralValues(values, i18n.locale)), [i18n, _]);
}
