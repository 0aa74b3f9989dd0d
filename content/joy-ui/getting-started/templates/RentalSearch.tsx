import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import ModalClose from '@mui/joy/ModalClose';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Slider from '@mui/joy/Slider';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useRtl } from '@mui/system/RtlProvider';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';

type Kind = 'Apartment' | 'House' | 'Cabin';

interface Listing {
  id: string;
  title: string;
  city: string;
  kind: Kind;
  price: number;
  rating: number;
  pets: boolean;
  hue: number;
}

const listings: Listing[] = [
  {
    id: 'l1',
    title: 'Canal-side studio',
    city: 'Ghent',
    kind: 'Apartment',
    price: 96,
    rating: 4.8,
    pets: false,
    hue: 200,
  },
  {
    id: 'l2',
    title: 'Pine cabin with sauna',
    city: 'Kuusamo',
    kind: 'Cabin',
    price: 140,
    rating: 4.9,
    pets: true,
    hue: 140,
  },
  {
    id: 'l3',
    title: 'Courtyard townhouse',
    city: 'Seville',
    kind: 'House',
    price: 180,
    rating: 4.6,
    pets: true,
    hue: 30,
  },
  {
    id: 'l4',
    title: 'Loft above the bakery',
    city: 'Lyon',
    kind: 'Apartment',
    price: 88,
    rating: 4.5,
    pets: false,
    hue: 330,
  },
  {
    id: 'l5',
    title: 'Lake house',
    city: 'Bled',
    kind: 'House',
    price: 220,
    rating: 4.7,
    pets: false,
    hue: 190,
  },
  {
    id: 'l6',
    title: 'Hillside cabin',
    city: 'Zakopane',
    kind: 'Cabin',
    price: 110,
    rating: 4.4,
    pets: true,
    hue: 100,
  },
  {
    id: 'l7',
    title: 'Harbour flat',
    city: 'Porto',
    kind: 'Apartment',
    price: 120,
    rating: 4.9,
    pets: true,
    hue: 260,
  },
  {
    id: 'l8',
    title: 'Farmhouse with orchard',
    city: 'Bolzano',
    kind: 'House',
    price: 160,
    rating: 4.8,
    pets: true,
    hue: 60,
  },
];

const kinds: Kind[] = ['Apartment', 'House', 'Cabin'];

interface Filters {
  price: [number, number];
  kinds: Kind[];
  pets: boolean;
}

function FilterPanel({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  const isRtl = useRtl();
  const labelId = React.useId();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <div>
        <Typography id={labelId} level="title-sm" component="h3">
          Price per night
        </Typography>
        <Slider
          value={filters.price}
          onChange={(_event, value) => onChange({ ...filters, price: value as [number, number] })}
          min={50}
          max={250}
          step={10}
          disableSwap
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `$${value}`}
          getAriaLabel={(index) => (index === 0 ? 'Lowest price' : 'Highest price')}
          getAriaValueText={(value) => `$${value}`}
          isRtl={isRtl}
          // The native range input already carries min and max; Joy would repeat them as ARIA.
          slotProps={{ input: { 'aria-valuemin': undefined, 'aria-valuemax': undefined } }}
          sx={{ mx: 1, width: 'auto' }}
        />
        <Typography level="body-sm">
          ${filters.price[0]} to ${filters.price[1]}
        </Typography>
      </div>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        <Typography component="legend" level="title-sm" sx={{ mb: 1.5 }}>
          Type of place
        </Typography>
        {kinds.map((kind) => (
          <Checkbox
            key={kind}
            label={kind}
            checked={filters.kinds.includes(kind)}
            onChange={(event) =>
              onChange({
                ...filters,
                kinds: event.target.checked
                  ? [...filters.kinds, kind]
                  : filters.kinds.filter((item) => item !== kind),
              })
            }
            slotProps={{ input: { 'aria-checked': undefined } }}
          />
        ))}
      </Box>
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <FormLabel>Pets allowed</FormLabel>
        <Switch
          checked={filters.pets}
          onChange={(event) => onChange({ ...filters, pets: event.target.checked })}
          slotProps={{ input: { 'aria-checked': undefined } }}
        />
      </FormControl>
    </Box>
  );
}

export default function RentalSearch() {
  const [query, setQuery] = React.useState('');
  const [sort, setSort] = React.useState<'rating' | 'price'>('rating');
  const [filters, setFilters] = React.useState<Filters>({
    price: [50, 250],
    kinds: [],
    pets: false,
  });
  const [saved, setSaved] = React.useState<string[]>(['l2']);
  const [drawerOpen, setDrawerOpen] = React.useState(false);

  const shown = listings
    .filter(
      (item) =>
        `${item.title} ${item.city}`.toLowerCase().includes(query.toLowerCase()) &&
        item.price >= filters.price[0] &&
        item.price <= filters.price[1] &&
        (filters.kinds.length === 0 || filters.kinds.includes(item.kind)) &&
        (!filters.pets || item.pets),
    )
    .sort((a, b) => (sort === 'price' ? a.price - b.price : b.rating - a.rating));

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.body', p: { xs: 2, sm: 3 } }}>
      <Box sx={{ maxWidth: 1180, mx: 'auto', display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-end' }}>
          <Box sx={{ flex: '1 1 260px' }}>
            <Typography level="h2" component="h1">
              Places to stay
            </Typography>
            <Typography level="body-sm" aria-live="polite">
              {shown.length} of {listings.length} stays match
            </Typography>
          </Box>
          <Box
            role="search"
            sx={{ display: 'flex', gap: 1, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          >
            <Input
              startDecorator={<SearchRounded />}
              placeholder="City or name"
              aria-label="Search stays"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <Button
              variant="outlined"
              color="neutral"
              startDecorator={<TuneRounded />}
              onClick={() => setDrawerOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              Filters
            </Button>
          </Box>
          <FormControl size="sm" orientation="horizontal" sx={{ alignItems: 'center', gap: 1 }}>
            <FormLabel sx={{ m: 0 }}>Sort by</FormLabel>
            <Select
              size="sm"
              value={sort}
              onChange={(_event, value) => value && setSort(value)}
              sx={{ minWidth: 140 }}
            >
              <Option value="rating">Top rated</Option>
              <Option value="price">Lowest price</Option>
            </Select>
          </FormControl>
        </Box>

        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
            gap: 3,
            alignItems: 'start',
          }}
        >
          <Box
            component="section"
            aria-labelledby="rentals-filters-heading"
            sx={{ display: { xs: 'none', md: 'block' } }}
          >
            <Typography id="rentals-filters-heading" level="title-lg" component="h2" sx={{ mb: 2 }}>
              Filters
            </Typography>
            <FilterPanel filters={filters} onChange={setFilters} />
          </Box>

          <Box
            component="ul"
            aria-label="Stays"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))',
            }}
          >
            {shown.map((item) => {
              const isSaved = saved.includes(item.id);
              return (
                <Card
                  key={item.id}
                  component="li"
                  variant="outlined"
                  sx={{ '--Card-padding': '12px' }}
                >
                  <CardOverflow>
                    <AspectRatio ratio="4/3">
                      <Box
                        aria-hidden
                        sx={{
                          background: `linear-gradient(135deg, hsl(${item.hue} 70% 72%), hsl(${item.hue + 40} 60% 45%))`,
                        }}
                      />
                    </AspectRatio>
                  </CardOverflow>
                  <IconButton
                    size="sm"
                    variant="soft"
                    color={isSaved ? 'danger' : 'neutral'}
                    aria-label={`Save ${item.title}`}
                    aria-pressed={isSaved}
                    onClick={() =>
                      setSaved((list) =>
                        isSaved ? list.filter((id) => id !== item.id) : [...list, item.id],
                      )
                    }
                    sx={{
                      position: 'absolute',
                      top: 20,
                      insetInlineEnd: 20,
                      borderRadius: '50%',
                      zIndex: 2,
                    }}
                  >
                    {isSaved ? <FavoriteRounded /> : <FavoriteBorderRounded />}
                  </IconButton>
                  <CardContent>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                      <Chip size="sm" variant="soft">
                        {item.kind}
                      </Chip>
                      {item.pets ? (
                        <Chip size="sm" variant="outlined">
                          Pets allowed
                        </Chip>
                      ) : null}
                    </Box>
                    <Typography level="title-md" component="h2" sx={{ mt: 1 }}>
                      {item.title}
                    </Typography>
                    <Typography level="body-sm" startDecorator={<PlaceRounded />}>
                      {item.city}
                    </Typography>
                    <Box sx={{ display: 'flex', alignItems: 'center', mt: 1 }}>
                      <Typography
                        level="body-sm"
                        startDecorator={<StarRounded sx={{ color: 'warning.400' }} />}
                        sx={{ flex: 1 }}
                      >
                        <span aria-hidden>{item.rating.toFixed(1)}</span>
                        <Box
                          component="span"
                          sx={{
                            position: 'absolute',
                            width: '1px',
                            height: '1px',
                            overflow: 'hidden',
                            clip: 'rect(0 0 0 0)',
                          }}
                        >
                          Rated {item.rating.toFixed(1)} out of 5
                        </Box>
                      </Typography>
                      <Typography level="title-md" component="p">
                        ${item.price}{' '}
                        <Typography level="body-sm" component="span">
                          a night
                        </Typography>
                      </Typography>
                    </Box>
                  </CardContent>
                </Card>
              );
            })}
          </Box>
        </Box>
        {shown.length === 0 ? (
          <Typography level="body-md" sx={{ textAlign: 'center', py: 4 }}>
            No stay matches. Widen the price range or clear a filter.
          </Typography>
        ) : null}
      </Box>

      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} anchor="bottom" size="lg">
        <ModalClose aria-label="Close filters" />
        <DialogTitle component="h2">Filters</DialogTitle>
        <Box sx={{ p: 2, overflowY: 'auto' }}>
          <FilterPanel filters={filters} onChange={setFilters} />
          <Button fullWidth sx={{ mt: 3 }} onClick={() => setDrawerOpen(false)}>
            Show {shown.length} stays
          </Button>
        </Box>
      </Drawer>
    </Box>
  );
}
