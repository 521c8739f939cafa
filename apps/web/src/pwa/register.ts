/**
 * Registers the service worker (src/pwa/sw.js, emitted by the build) in production builds, once the page
 * has loaded so it never competes with the first render. The development server has no service worker.
 */
function register(): void {
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.warn('Service worker registration failed:', error);
  });
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
