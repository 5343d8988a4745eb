/* global document */
// The demo site's own page script (what a CMS theme would ship beside the elements).
// Issue 36: the list page's heading and <title> follow the list when it changes without a page load
// (`shop:list-change`), e.g. after "Suchbegriff entfernen". The page writes both wordings on its <h1>.
document.addEventListener('shop:list-change', (event) => {
  const heading = document.querySelector('h1[data-list-heading]');
  if (!heading) return;
  const { suchbegriff, merkliste } = event.detail.filterValues;
  const next = merkliste
    ? heading.dataset.merkliste
    : suchbegriff
      ? heading.dataset.search.replace('{term}', suchbegriff)
      : heading.dataset.plain;
  const before = heading.textContent;
  if (!next || next === before) return;
  heading.textContent = next;
  document.title = document.title.replace(before, next);
});
