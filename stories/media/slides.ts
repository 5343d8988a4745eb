import type { Slide } from '../../src/widgets/big-slider/index.ts';

/** The demo home page's slides (examples/catalogue/pages.ts), as the CMS gives them. */
export const IMAGE_SLIDES: Slide[] = [
  {
    itemId: 1,
    sort: 1,
    type: 'image',
    imageUrl: '/images/banner/1.webp?width=1600&height=600',
    title: 'Chasselas aus dem Lavaux',
    text: 'Terrassenweine vom <strong>Genfersee</strong> – direkt vom Weingut.',
    button: 'Jetzt entdecken',
    buttonUrl: '/shop?landregion=lavaux',
    colorMode: 'Dark',
    provider: null,
    videoId: null,
  },
  {
    itemId: 2,
    sort: 2,
    type: 'image',
    imageUrl: '/images/banner/2.webp?width=1600&height=600',
    title: 'Aktionen',
    text: 'Bis zu 25 % auf ausgewählte Weine.',
    button: 'Zu den Aktionen',
    buttonUrl: '/shop?aktionen=true',
    colorMode: 'Light',
    provider: null,
    videoId: null,
  },
  {
    itemId: 3,
    sort: 3,
    type: 'image',
    imageUrl: '/images/banner/3.webp?width=1600&height=600',
    title: 'Neu im Sortiment',
    text: 'Der Jahrgang 2024 ist da.',
    button: 'Neuheiten ansehen',
    buttonUrl: '/shop?neuheiten=true',
    colorMode: 'Dark',
    provider: null,
    videoId: null,
  },
];

export const VIDEO_SLIDE: Slide = {
  itemId: 4,
  sort: 0,
  type: 'video',
  imageUrl: null,
  title: 'Ein Jahr im Rebberg',
  text: null,
  button: null,
  buttonUrl: null,
  colorMode: 'Light',
  provider: 'YOUTUBE',
  videoId: 'M7lc1UVf-VE',
};
export const VIMEO_SLIDE: Slide = { ...VIDEO_SLIDE, itemId: 5, provider: 'VIMEO', videoId: '76979871' };
export const UNSUPPORTED_TYPE: Slide = { ...IMAGE_SLIDES[0]!, itemId: 6, sort: 0, type: 'html' };
export const UNSUPPORTED_PROVIDER: Slide = { ...VIDEO_SLIDE, itemId: 7, provider: 'DAILYMOTION' };
