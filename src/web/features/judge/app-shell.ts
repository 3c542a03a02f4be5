/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Installs the service worker that keeps the app's files on the device, so a
 * judge who reloads without wifi still gets the screen and the marks saved on
 * the device. Its scope is the judges' pages only: the rest of the site keeps
 * loading fresh from the server (vite.config.ts builds it).
 */
export function registerJudgeAppShell(): void {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) void registerSW({ immediate: true });
}
