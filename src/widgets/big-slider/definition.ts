import de from '../../i18n/compiled/de/widgets/big-slider.json' with { type: 'json' };
import { BigSlider } from './BigSlider.tsx';
import { attributes, tag } from './element.ts';

/** This element's texts: German bundled here; other languages find its part by name and fetch it on their pages. */
const messages = { part: 'big-slider', de };

/** `<shop-big-slider>`: the page's hero slides. The browser defines it (define.ts); the server renderer (src/server/) renders the same definition. */
export const bigSliderWidget = { tag, attributes, component: BigSlider, messages };
