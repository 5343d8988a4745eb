/** A town's streets at a glance; the CMS's `zoom` overrides it. Apart from MapBlock so element.ts reads it without React. */
export const DEFAULT_MAP_ZOOM = 12;
