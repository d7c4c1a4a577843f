/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Another provider API host honouring the contract; same origin when unset. */
  readonly VITE_API_BASE_URL?: string;
}
