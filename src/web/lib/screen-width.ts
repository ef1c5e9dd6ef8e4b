/**
 * The width from which a screen is "wide" (a laptop or tablet in landscape), as the claims
 * list's stylesheet lays its columns out from it.
 */
const WIDE = '(min-width: 800px)';

/**
 * Whether the screen is wide as the page opens. Panels that start folded on a phone read it once,
 * when they first show: turning the phone or resizing the window later leaves them as she set them.
 */
export function wideAtStart(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;
}
