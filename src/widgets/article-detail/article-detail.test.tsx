import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ArticleDetail } from './ArticleDetail.tsx';
import { dezaley, nichtBestellbar } from '../../../tests/fixtures/catalogue.ts';
import { startDemoApi, type DemoApi } from '../../../tests/helpers/demo-api.ts';
import { isBasketCall } from '../../../tests/helpers/demo-basket.ts';
import { renderWithShop } from '../../../tests/helpers/render-with-shop.tsx';

let demo: DemoApi;

beforeEach(async () => {
  demo = await startDemoApi({ articles: 60 });
});

const nameOf = (artikel: typeof dezaley) => [artikel.bezeichnung, artikel.jahrgang].filter(Boolean).join(' ');

describe('<shop-article-detail>', () => {
  it('names the wine with its vintage, shows its pictures and properties, and puts it into the basket with one request', async () => {
    const user = userEvent.setup();
    renderWithShop(<ArticleDetail artikel={dezaley} listUrl="/shop?eGruppe=Weisswein" />, { store: demo.store });
    expect(screen.getByRole('heading', { level: 1, name: nameOf(dezaley) })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: `Bilder von ${nameOf(dezaley)}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Eigenschaften' })).toBeInTheDocument();
    expect(screen.getByText(String(dezaley.artikelId))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'zurück' })).toHaveAttribute('href', '/shop?eGruppe=Weisswein');

    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    await waitFor(() => expect(demo.requests.filter((request) => isBasketCall(request) && request.method === 'POST')).toHaveLength(1));
    expect(await screen.findByText(/in den Warenkorb gelegt/)).toBeInTheDocument();
  });

  it('an article that cannot be ordered says so under its price and offers the stock reminder instead of the basket', () => {
    renderWithShop(<ArticleDetail artikel={nichtBestellbar} />, { store: demo.store });
    const notice = screen.getByRole('heading', { level: 2, name: 'Artikel nicht verfügbar' }).parentElement!;
    expect(within(notice).getByRole('button', { name: 'Benachrichtigen, wenn verfügbar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).toBeNull();
    expect(screen.getByRole('link', { name: 'zurück' })).toHaveAttribute('href', '/shop');
  });
});
