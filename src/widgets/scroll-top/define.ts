import { defineWidget } from '../../core/element/define-widget.tsx';
import { ScrollTop } from './ScrollTop.tsx';

/** `<shop-scroll-top>`: a "back to top" button; no attributes. */
defineWidget({ tag: 'shop-scroll-top', attributes: {}, component: ScrollTop });
