/**
 * Eager entry for bundler users: defines every built tag at once. Keep in step with
 * widgets/chunks.ts (tests/unit/entries.test.ts checks that both list the same widgets).
 */
import './widgets/scroll-top/define.ts';
import './widgets/add-to-basket/define.ts';

export * from './index.ts';
