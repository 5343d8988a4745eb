import * as v from 'valibot';

/**
 * Spec §3 Slide. `type` and `provider` stay open strings: an unknown value is not a broken attribute but
 * a slide the element cannot show, answered inline with 'TYPE x NOT SUPPORTED' / 'PROVIDER x NOT SUPPORTED' (§8).
 */
export const SlideSchema = v.object({
  itemId: v.number(),
  sort: v.optional(v.number(), 0),
  type: v.string(),
  imageUrl: v.optional(v.nullable(v.string()), null),
  title: v.optional(v.nullable(v.string()), null),
  text: v.optional(v.nullable(v.string()), null),
  button: v.optional(v.nullable(v.string()), null),
  buttonUrl: v.optional(v.nullable(v.string()), null),
  colorMode: v.optional(v.nullable(v.picklist(['Light', 'Dark'], 'must be "Light" or "Dark"')), 'Dark'),
  provider: v.optional(v.nullable(v.string()), null),
  videoId: v.optional(v.nullable(v.string()), null),
});
export type Slide = v.InferOutput<typeof SlideSchema>;

export const SlidesSchema = v.array(SlideSchema);

export type VideoProvider = 'YOUTUBE' | 'VIMEO';

export type SlideKind =
  | { kind: 'image'; imageUrl: string }
  | { kind: 'video'; provider: VideoProvider; videoId: string }
  | { kind: 'unsupported-type'; type: string }
  | { kind: 'unsupported-provider'; provider: string };

/** What a slide shows; the CMS spells types in any case (image, Image, IMAGE). */
export function slideKind(slide: Slide): SlideKind {
  const type = slide.type.toLowerCase();
  if (type === 'image' && slide.imageUrl) return { kind: 'image', imageUrl: slide.imageUrl };
  if (type === 'video') {
    const provider = (slide.provider ?? '').toUpperCase();
    if ((provider === 'YOUTUBE' || provider === 'VIMEO') && slide.videoId) return { kind: 'video', provider, videoId: slide.videoId };
    return { kind: 'unsupported-provider', provider: slide.provider ?? '' };
  }
  return { kind: 'unsupported-type', type: slide.type };
}

/** The slides in the CMS's order (`sort`, then as given). */
export function sortedSlides(slides: Slide[]): Slide[] {
  return slides
    .map((slide, index) => ({ slide, index }))
    .sort((a, b) => a.slide.sort - b.slide.sort || a.index - b.index)
    .map(({ slide }) => slide);
}

export interface VideoAddresses {
  /** The provider's thumbnail; null where the provider has none without an API call (Vimeo). */
  thumbnail: string | null;
  /** The player, privacy-enhanced: youtube-nocookie, Vimeo with dnt. */
  player: string;
  /** The video on the provider's own site, for when the player cannot load. */
  watch: string;
}

/** Spec §7 (video thumbnails come from the provider) and issue 13 (youtube-nocookie, Vimeo with dnt). */
export function videoAddresses(provider: VideoProvider, videoId: string): VideoAddresses {
  const id = encodeURIComponent(videoId);
  if (provider === 'YOUTUBE') {
    return {
      thumbnail: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
      player: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
      watch: `https://www.youtube.com/watch?v=${id}`,
    };
  }
  return { thumbnail: null, player: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`, watch: `https://vimeo.com/${id}` };
}

export type AutoplayChoice = 'playing' | 'paused' | null;

/**
 * Whether the slider turns. The shopper's own choice on the pause/play button wins over hover and focus;
 * without one it turns unless hovered, focused or under reduced motion. It never turns under a playing video.
 */
export function autoplayRuns(state: {
  slideCount: number;
  choice: AutoplayChoice;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
  videoPlaying: boolean;
}): boolean {
  if (state.slideCount < 2 || state.videoPlaying) return false;
  if (state.choice !== null) return state.choice === 'playing';
  return !state.reducedMotion && !state.hovered && !state.focused;
}
