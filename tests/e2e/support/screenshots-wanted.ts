/**
 * Whether the screenshots taken for a person to look at are written: `SCREENSHOTS=off` skips them (.ci/run: nobody
 * looks at a CI machine's files, and they cost about a tenth of the suite). Screenshots a test reads (the QR code's
 * pixels) are taken regardless.
 */
export const SCREENSHOTS_WANTED = process.env.SCREENSHOTS !== 'off';
