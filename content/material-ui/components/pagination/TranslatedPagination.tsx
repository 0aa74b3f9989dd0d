import Pagination from '@mui/material/Pagination';
import type { UsePaginationItem } from '@mui/material/usePagination';

// French labels for each kind of item. `page` is null for the ellipses.
function getFrenchLabel(type: UsePaginationItem['type'], page: number | null, selected: boolean) {
  switch (type) {
    case 'page':
      return selected ? `Page ${page}` : `Aller à la page ${page}`;
    case 'previous':
      return 'Page précédente';
    case 'next':
      return 'Page suivante';
    case 'first':
      return 'Première page';
    case 'last':
      return 'Dernière page';
    default:
      return '';
  }
}

export default function TranslatedPagination() {
  return (
    <div lang="fr">
      <Pagination
        count={12}
        defaultPage={5}
        showFirstButton
        showLastButton
        getItemAriaLabel={getFrenchLabel}
        aria-label="Pages des résultats"
      />
    </div>
  );
}
