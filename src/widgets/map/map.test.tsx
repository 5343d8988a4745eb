import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseMapEngine, createShopMap, MapBlock, MapUnavailableError, type EngineImporters } from './index.ts';
import { configAtom } from '../../core/state/config.ts';
import { createTestStore } from '../../../tests/fixtures/shop-harness.tsx';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

/**
 * jsdom has no WebGL, so the engines are stood in for by one small class with their shared API; the
 * browser journey (tests/e2e/media.test.ts) draws the real offline map with maplibre-gl.
 */
function fakeEngines(outcome: 'load' | 'error' = 'load') {
  const created: { engine: string; options: Record<string, unknown> }[] = [];
  const engine = (name: string) =>
    vi.fn(async () => ({
      Map: class {
        private canvas = Object.assign(document.createElement('canvas'), { tabIndex: 0 });
        constructor(options: Record<string, unknown>) {
          created.push({ engine: name, options });
          (options.container as HTMLElement).append(this.canvas);
        }
        project() {
          return { x: 100, y: 80 };
        }
        on(event: string, listener: (event?: unknown) => void) {
          if (event === 'error' && outcome === 'error') queueMicrotask(() => listener({ error: new Error('style 404') }));
        }
        once(event: string, listener: () => void) {
          if (event === 'load' && outcome === 'load') queueMicrotask(listener);
        }
        zoomIn() {}
        zoomOut() {}
        getCanvas() {
          return this.canvas;
        }
        remove() {}
      },
    }));
  const importers = { 'mapbox-gl': engine('mapbox-gl'), 'maplibre-gl': engine('maplibre-gl') } satisfies EngineImporters;
  return { importers, created };
}

const CULLY = {
  lat: 46.4887,
  lng: 6.7452,
  zoom: 15,
  title: 'Vinothek Cully',
  content: 'Rebgasse 12, <b>1096 Cully</b><script>alert(1)</script>',
};

afterEach(() => sessionStorage.clear());

describe('the map adapter (ARCHITECTURE.md §3 engine rule)', () => {
  it('a token chooses mapbox-gl, none maplibre-gl', () => {
    expect(chooseMapEngine('pk.abc')).toBe('mapbox-gl');
    expect(chooseMapEngine(null)).toBe('maplibre-gl');
    expect(chooseMapEngine('  ')).toBe('maplibre-gl');
  });

  it('loads only the chosen engine: mapbox-gl with the token and its default style, maplibre-gl with the page style', async () => {
    const { importers, created } = fakeEngines();
    const container = document.createElement('div');
    await createShopMap({ container, accessToken: 'pk.abc', style: null, center: { lat: 46, lng: 7 }, zoom: 9, label: 'Karte' }, importers);
    expect(importers['maplibre-gl']).not.toHaveBeenCalled();
    expect(created[0]).toMatchObject({
      engine: 'mapbox-gl',
      options: { accessToken: 'pk.abc', style: 'mapbox://styles/mapbox/streets-v12', center: [7, 46] },
    });

    await createShopMap(
      { container, accessToken: undefined, style: '/map/style.json', center: { lat: 46, lng: 7 }, zoom: 9, label: 'Karte' },
      importers,
    );
    expect(importers['mapbox-gl']).toHaveBeenCalledOnce();
    expect(created[1]).toMatchObject({ engine: 'maplibre-gl', options: { style: '/map/style.json' } });
    expect(created[1]!.options).not.toHaveProperty('accessToken');
  });

  it('with no token and no style there is nothing to draw with: no engine is loaded', async () => {
    const { importers } = fakeEngines();
    await expect(
      createShopMap(
        { container: document.createElement('div'), accessToken: null, style: '', center: { lat: 46, lng: 7 }, zoom: 9, label: 'Karte' },
        importers,
      ),
    ).rejects.toBeInstanceOf(MapUnavailableError);
    expect(importers['maplibre-gl']).not.toHaveBeenCalled();
  });
});

describe('<shop-map>', () => {
  it('shows the address and a button first; after the click the map loads with focus on it, a marker and a sanitised popup', async () => {
    const user = userEvent.setup();
    const { importers } = fakeEngines();
    const { container } = renderWithShop(<MapBlock {...CULLY} mapStyle="/map/style.json" importers={importers} />);
    const region = screen.getByRole('region', { name: 'Karte: Vinothek Cully' });
    expect(region).toHaveTextContent('Rebgasse 12');
    expect(importers['maplibre-gl']).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Karte laden' }));
    const marker = await screen.findByRole('button', { name: 'Standort Vinothek Cully' });
    expect(container.querySelector('canvas')).toHaveFocus();
    expect(container.querySelector('canvas')).toHaveAttribute('aria-label', 'Karte: Vinothek Cully');
    expect(container.querySelector('script')).toBeNull();
    await waitFor(() => expect(container.querySelector('.vk-map__popup b')?.textContent).toBe('1096 Cully'));

    await user.click(marker);
    expect(marker).toHaveAttribute('aria-expanded', 'false');
    await user.click(marker);
    await user.keyboard('{Escape}');
    expect(marker).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses mapbox-gl when the page config carries a token, and names Mapbox before consent', async () => {
    const user = userEvent.setup();
    const { importers, created } = fakeEngines();
    const store = createTestStore();
    store.set(configAtom, { ...store.get(configAtom), mapboxToken: 'pk.from-config' });
    renderWithShop(<MapBlock {...CULLY} importers={importers} />, { store });
    expect(screen.getByText(/Daten an Mapbox/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Karte laden' }));
    await screen.findByRole('button', { name: 'Standort Vinothek Cully' });
    expect(created[0]).toMatchObject({ engine: 'mapbox-gl', options: { accessToken: 'pk.from-config' } });
  });

  it('a map that cannot load gives a German message and the address', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { importers } = fakeEngines('error');
    renderWithShop(<MapBlock {...CULLY} mapStyle="/map/fehlt.json" importers={importers} />);
    await user.click(screen.getByRole('button', { name: 'Karte laden' }));
    expect(await screen.findByText('Die Karte konnte nicht geladen werden.')).toBeInTheDocument();
    expect(screen.getByText('Vinothek Cully')).toBeInTheDocument();
  });
});
