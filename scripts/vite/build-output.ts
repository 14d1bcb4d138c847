import { resolve } from 'node:path';

/** The project root (this file is in scripts/vite/). */
export const ROOT = resolve(import.meta.dirname, '../..');

/** Build output; DIST_DIR lets parallel work trees or runs keep separate builds. */
export const DIST_DIR = process.env.DIST_DIR ?? 'dist';
export const CLIENT_OUT_DIR = `${DIST_DIR}/client`;
export const SERVER_OUT_DIR = `${DIST_DIR}/server`;
/**
 * Written by each language's client build beside Vite's manifest; the SSR handler reads the page's
 * language's to link each route's assets.
 */
export const routeAssetsFile = (locale: string) => `.vite/route-assets.${locale}.json`;
