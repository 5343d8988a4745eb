/**
 * Eager entry for bundler users: defines every built tag at once. Keep in step with
 * widgets/chunks.ts (tests/unit/entries.test.ts checks that both list the same widgets).
 */
import './widgets/scroll-top/define.ts';
import './widgets/add-to-basket/define.ts';
import './widgets/basket/define.ts';
import './widgets/basket-badge/define.ts';
import './widgets/basket-preview/define.ts';
import './widgets/article-list/define.ts';
import './widgets/stock-reminder/define.ts';
import './widgets/article-detail/define.ts';
import './widgets/article-slider/define.ts';
import './widgets/search-field/define.ts';
import './widgets/site-search/define.ts';

export * from './index.ts';
