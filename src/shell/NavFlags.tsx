import Box from '@mui/material/Box';
import type { NavItem } from '@/docs/pageData';
import { useTranslate } from '@/i18n/I18nProvider';

type FlagKey = 'newFeature' | 'beta' | 'deprecated' | 'planned' | 'unstable' | 'legacy' | 'lab';
const FLAGS: {
  key: FlagKey;
  label: string;
  color: 'success' | 'primary' | 'warning' | 'error' | 'grey';
}[] = [
  { key: 'newFeature', label: 'flags.new', color: 'success' },
  { key: 'beta', label: 'flags.beta', color: 'primary' },
  { key: 'lab', label: 'flags.lab', color: 'primary' },
  { key: 'unstable', label: 'flags.unstable', color: 'warning' },
  { key: 'planned', label: 'flags.planned', color: 'grey' },
  { key: 'legacy', label: 'flags.legacy', color: 'grey' },
  { key: 'deprecated', label: 'flags.deprecated', color: 'error' },
];

function Flag({ label, color, short }: { label: string; color: string; short?: string }) {
  return (
    <Box
      component="span"
      title={label}
      sx={(theme) => ({
        marginInlineStart: 1,
        px: 0.75,
        py: 0.125,
        borderRadius: 1,
        fontSize: '0.6875rem',
        fontWeight: 700,
        lineHeight: 1.5,
        letterSpacing: '0.02em',
        whiteSpace: 'nowrap',
        border: '1px solid',
        color: color === 'grey' ? 'text.secondary' : `${color}.dark`,
        borderColor: color === 'grey' ? 'divider' : `${color}.light`,
        ...theme.applyStyles('dark', {
          color: color === 'grey' ? 'text.secondary' : `${color}.light`,
        }),
      })}
    >
      {short ?? label}
    </Box>
  );
}

/** The nav flags of SPEC §3 as visible, labelled chips. */
export default function NavFlags({ item }: { item: NavItem }) {
  const t = useTranslate();
  return (
    <>
      {FLAGS.filter((flag) => item[flag.key]).map((flag) => (
        <Flag key={flag.key} label={t(flag.label)} color={flag.color} />
      ))}
      {item.plan ? (
        <Flag
          label={t(`flags.${item.plan}`)}
          short={item.plan === 'pro' ? 'Pro' : 'Premium'}
          color="primary"
        />
      ) : null}
    </>
  );
}
