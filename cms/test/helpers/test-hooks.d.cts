import type { Core } from '@strapi/strapi';

export declare const TEST_HOOK_PATH: string;
export declare function installTestHooks(strapi: Core.Strapi, token: string): void;
