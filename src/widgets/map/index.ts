export { MapBlock, type MapBlockProps } from './MapBlock.tsx';
export { chooseMapEngine, createShopMap, MapUnavailableError, type MapEngineName, type ShopMap, type EngineImporters } from './engine.ts';
