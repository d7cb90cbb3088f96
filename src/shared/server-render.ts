/**
 * Marks of a page the server drew (server/routes/page-html.ts) that the app reads as it hydrates
 * it (src/main.tsx).
 */

/** On `#root` while the page is the server's drawing; removed once the app has hydrated it. */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';

/**
 * Written in place of `style` (server/routes/inline-styles.ts); the app moves each back into the
 * element's style before it hydrates (src/lib/server-styles.ts).
 */
export const SERVER_STYLE_ATTRIBUTE = 'data-ssr-style';
