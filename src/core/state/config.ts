import { atom } from 'jotai/vanilla';
import { DEFAULT_CONFIG, type ShopConfig } from '../config.ts';
import { sharedAtom } from './shared.ts';

/** The page config, read once by the first island (ARCHITECTURE.md §4). */
export const configAtom = sharedAtom('config', () => atom<ShopConfig>(DEFAULT_CONFIG));

/** accept-language of every API call; de-CH by default (spec §9), changeable at run time. */
export const acceptLanguageAtom = sharedAtom('accept-language', () => atom('de-CH'));
