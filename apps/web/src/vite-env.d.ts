/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin when it differs from the page's (native shells); empty for the same origin. */
  readonly VITE_API_BASE?: string;
  /** The public API key for the key-protected calls (active users, data request). */
  readonly VITE_PUBLIC_API_KEY?: string;
}
