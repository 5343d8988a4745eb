import de from '../../i18n/compiled/de/widgets/article-slider.json' with { type: 'json' };
import { ArticleSlider } from './ArticleSlider.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'article-slider', de };

/** `<shop-article-slider>`: article cards in a slider. The browser defines it (define.ts); the server renderer (src/server/) renders the same definition. */
export const articleSliderWidget = { tag, attributes, component: ArticleSlider, messages };
