/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** {product} of the spec: the brand shown everywhere. Default 'Shine' (vite.config.ts). */
  readonly VITE_BRAND_NAME?: string;
  /** Address of the online shop; product cards link there when it is set. */
  readonly VITE_SHOP_URL?: string;
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_PLAY_STORE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
