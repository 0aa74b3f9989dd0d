import type * as React from 'react';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import MoveUpOutlined from '@mui/icons-material/MoveUpOutlined';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';

/** Icons that a nav tree may name in its `icon` field. */
export const NAV_ICONS: Record<string, React.ComponentType<{ fontSize?: 'small' }>> = {
  rocket: RocketLaunchOutlined,
  toggle: ToggleOnOutlined,
  code: CodeOutlined,
  palette: PaletteOutlined,
  book: MenuBookOutlined,
  integrations: ExtensionOutlined,
  experiment: ScienceOutlined,
  migration: MoveUpOutlined,
  discover: ExploreOutlined,
  design: DesignServicesOutlined,
  grid: TableChartOutlined,
  style: BrushOutlined,
  article: ArticleOutlined,
};
