import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import LightMode from '@mui/icons-material/LightModeOutlined';
import DarkMode from '@mui/icons-material/DarkModeOutlined';
import SettingsBrightness from '@mui/icons-material/SettingsBrightnessOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { useTranslate } from '@/i18n/I18nProvider';
import { useColorMode, useThemeOptions } from '@/preferences/ThemeOptionsProvider';
import type { ColorMode } from '@/preferences/colorMode';
import { DEFAULT_SPACING, type Direction } from '@/preferences/themeReducer';

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography
        id={id}
        component="h3"
        variant="overline"
        sx={{ display: 'block', mb: 1, fontWeight: 700 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslate();
  const { mode, setMode } = useColorMode();
  const { state, dispatch } = useThemeOptions();
  const titleId = React.useId();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      PaperProps={{
        role: 'dialog',
        'aria-labelledby': titleId,
        sx: { width: { xs: '100%', sm: 360 } },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('settings.close')} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ p: 2 }}>
        <Section id="settings-mode" title={t('settings.mode')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={mode ?? null}
            onChange={(_event, value: ColorMode | null) => value && setMode(value)}
            aria-labelledby="settings-mode"
          >
            <ToggleButton value="light" data-testid="mode-light">
              <LightMode fontSize="small" sx={{ marginInlineEnd: 1 }} />
              {t('settings.light')}
            </ToggleButton>
            <ToggleButton value="system" data-testid="mode-system">
              <SettingsBrightness fontSize="small" sx={{ marginInlineEnd: 1 }} />
              {t('settings.system')}
            </ToggleButton>
            <ToggleButton value="dark" data-testid="mode-dark">
              <DarkMode fontSize="small" sx={{ marginInlineEnd: 1 }} />
              {t('settings.dark')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Section>
        <Section id="settings-direction" title={t('settings.direction')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={state.direction}
            onChange={(_event, value: Direction | null) =>
              value && dispatch({ type: 'CHANGE', payload: { direction: value } })
            }
            aria-labelledby="settings-direction"
          >
            <ToggleButton value="ltr" data-testid="direction-ltr">
              <FormatTextdirectionLToR fontSize="small" sx={{ marginInlineEnd: 1 }} />
              {t('settings.ltr')}
            </ToggleButton>
            <ToggleButton value="rtl" data-testid="direction-rtl">
              <FormatTextdirectionRToL fontSize="small" sx={{ marginInlineEnd: 1 }} />
              {t('settings.rtl')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Section>
        <Section id="settings-density" title={t('settings.density')}>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={state.dense ? 'dense' : 'comfortable'}
            onChange={(_event, value: string | null) =>
              value && dispatch({ type: 'SET_DENSE', payload: value === 'dense' })
            }
            aria-labelledby="settings-density"
          >
            <ToggleButton value="comfortable" data-testid="density-comfortable">
              {t('settings.comfortable')}
            </ToggleButton>
            <ToggleButton value="dense" data-testid="density-dense">
              {t('settings.dense')}
            </ToggleButton>
          </ToggleButtonGroup>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
            <Typography id="settings-spacing" variant="body2" sx={{ flexGrow: 1 }}>
              {t('settings.spacing')}:{' '}
              <strong data-testid="spacing-value">{state.spacing}px</strong>
            </Typography>
            <IconButton
              aria-label={t('settings.decreaseSpacing')}
              onClick={() => dispatch({ type: 'DECREASE_SPACING' })}
              disabled={state.spacing <= 1}
            >
              <Remove />
            </IconButton>
            <IconButton
              aria-label={t('settings.increaseSpacing')}
              onClick={() => dispatch({ type: 'INCREASE_SPACING' })}
            >
              <Add />
            </IconButton>
          </Box>
          <Button
            size="small"
            sx={{ mt: 1 }}
            onClick={() => dispatch({ type: 'RESET_DENSITY' })}
            disabled={!state.dense && state.spacing === DEFAULT_SPACING}
          >
            {t('settings.resetDensity')}
          </Button>
        </Section>
      </Box>
    </Drawer>
  );
}
