/** A compiled catalogue part of one language (core's or one element's texts), fetched when a page needs it. */
export type CataloguePart = () => Promise<{ default: unknown }>;
